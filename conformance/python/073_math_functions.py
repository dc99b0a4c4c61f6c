import math

print(math.pi, math.e, math.tau, math.inf, -math.inf)
print(math.sqrt(2), math.isqrt(99), math.cbrt(27) if hasattr(math, "cbrt") else 3.0)
print(math.floor(-2.5), math.ceil(-2.5), math.trunc(-2.7), math.fabs(-3))
print(math.factorial(20), math.comb(10, 3), math.perm(5, 2))
print(math.gcd(48, 180), math.lcm(4, 6, 10))
print(math.log(100, 10), math.log2(1024), math.log10(0.001), math.log1p(1e-10))
print(math.exp(1), math.pow(2, 0.5), math.hypot(3, 4, 12))
print(round(math.sin(math.pi / 6), 10), math.cos(0), math.tan(math.pi / 4))
print(math.degrees(math.pi), math.radians(180), math.atan2(1, 1))
print(math.isclose(0.1 + 0.2, 0.3), math.isnan(float("nan")), math.isinf(1e309))
print(math.fsum([0.1] * 10), sum([0.1] * 10), math.prod([1, 2, 3, 4]))
print(math.copysign(3, -0.0), math.fmod(-7, 3), math.remainder(7, 3), math.modf(3.75))
print(math.frexp(8.0), math.ldexp(0.5, 4), math.dist((0, 0), (3, 4)))
for r in (1, 2.5, 10):
    print(f"r={r:<5} area={math.pi * r ** 2:10.4f} circumference={2 * math.pi * r:8.4f}")
