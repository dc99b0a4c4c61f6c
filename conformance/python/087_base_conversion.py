DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def to_base(n: int, base: int) -> str:
    if not 2 <= base <= 36:
        raise ValueError("base must be in 2..36")
    if n == 0:
        return "0"
    sign = "-" if n < 0 else ""
    n = abs(n)
    out = []
    while n:
        n, r = divmod(n, base)
        out.append(DIGITS[r])
    return sign + "".join(reversed(out))


for n in [0, 10, 255, -255, 2024, 36 ** 3 - 1]:
    print(f"{n:>6}: " + "  ".join(f"b{b}={to_base(n, b)}" for b in (2, 8, 16, 36)))
    assert all(int(to_base(n, b), b) == n for b in range(2, 37))
print(int("zz", 36), int("-7f", 16), int("0o17", 0), int("  42  "), int("1_000"))
print(hex(-42), oct(0), bin(-5), f"{-42:x}", f"{48879:#X}")
for text in ["12a", "0x1G", "", "3.5"]:
    try:
        print(int(text, 16))
    except ValueError as e:
        print("ValueError:", e)
