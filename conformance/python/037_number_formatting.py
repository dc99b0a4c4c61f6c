values = [0, 1, -1, 3.14159, 2.5, 1e-7, 123456789.0, 1e22, float("inf"), float("nan"), -0.0]
for v in values:
    print(f"{v!r:>16} str={v!s:<16} g={v:g} e={v:.2e}")

print(1 / 3, 2 / 3, 10 / 4, 7 // 2, -7 // 2, 7 % 3, -7 % 3, divmod(17, 5))
print(round(2.5), round(3.5), round(-2.5), round(1.23456, 3), round(1234, -2))
print(0.1 * 3, 1.1 + 2.2, 100 * 1.1, 3 * 0.1 == 0.3)
print(int("ff", 16), int("0b1011", 0), hex(255), oct(8), bin(10))
print(format(1234567.8912, ",.2f"), format(0.000123, ".2%"), format(42, "08.3f"))
print(float("1e3"), int(3.99), int(-3.99), abs(-5), pow(2, 10), pow(2, 10, 1000))
print(f"{1_000_000:_}", f"{255:X}", f"{3.0:.0f}", f"{2.675:.2f}", f"{1e100:.3g}")
print(str(1e16), str(1e15), repr(0.1 + 0.2), 2 ** 0.5, 10 ** -3)
print((0.1).as_integer_ratio(), (2.5).is_integer(), float.fromhex("0x1.8p1"), (3.0).hex())
print(max(1, 2.0), min(-0.0, 0.0), sum([0.1] * 10), 1e308 * 10, -1e308 * 10)
