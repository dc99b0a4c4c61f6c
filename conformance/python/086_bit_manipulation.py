def bits(n, width=8):
    return format(n & ((1 << width) - 1), f"0{width}b")


flags = {"READ": 1 << 0, "WRITE": 1 << 1, "EXEC": 1 << 2, "ADMIN": 1 << 7}
perm = flags["READ"] | flags["WRITE"]
print(bits(perm), [name for name, bit in flags.items() if perm & bit])
perm |= flags["ADMIN"]
perm &= ~flags["WRITE"]
print(bits(perm), perm)
perm ^= flags["EXEC"]
print(bits(perm))

for n in [0, 1, 7, 8, 255, 1024, 12345]:
    print(f"{n:>6} bin={n:b} ones={bin(n).count('1')} bit_length={n.bit_length()} power_of_two={n > 0 and n & (n - 1) == 0}")

print(5 << 3, 40 >> 2, -16 >> 2, ~5, -1 & 0xFF, 0b1010 ^ 0b0110)


def gray(n):
    return n ^ (n >> 1)


print([bits(gray(i), 3) for i in range(8)])
x, y = 12, 25
x ^= y
y ^= x
x ^= y
print("swapped:", x, y)
print(int.from_bytes(b"\x01\x02", "big"), (258).to_bytes(2, "little"), (-1).to_bytes(2, "big", signed=True))
print(sum(1 << i for i in range(64)) == 2 ** 64 - 1, (2 ** 64).bit_length())
