import math

values = [0.1, 0.2, 0.3, 1 / 3, 2 / 3, 1e-5, 1e-4, 123456789012345678.0, 1.5e300 * 1e10, 5e-324]
for v in values:
    print(repr(v), str(v), f"{v:.17g}")

print(0.1 + 0.2 == 0.3, math.isclose(0.1 + 0.2, 0.3), abs((0.1 + 0.2) - 0.3) < 1e-9)
print([round(x / 10, 1) for x in range(0, 11, 3)])
print([round(v, 2) for v in (0.125, 0.135, 0.145, 2.675, 1.005)])
print(f"{0.5:.0f} {1.5:.0f} {2.5:.0f} {-0.5:.0f}")
print(1e16 + 1, 2 ** 53 + 1.0, float(2 ** 53 + 1), int(1e20))
print(float("  -12.5e-1 "), float("inf") - float("inf"), 0.0 == -0.0, str(-0.0))
print(sum(i * 0.1 for i in range(10)), math.fsum(i * 0.1 for i in range(10)))
print(7 / 2, 7 // 2, 7.0 // 2, -7 / 2, 2 ** -1, 10 ** 20, 10.0 ** 20)
print(3.0 * 1.1, 1.1 * 1.1, 100 / 3, 1 / 7)
print(float.__repr__(1e23), 1e23 == 10 ** 23, int(1e23))
