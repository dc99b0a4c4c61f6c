from math import gcd
from functools import reduce


def extended_gcd(a, b):
    if b == 0:
        return a, 1, 0
    g, x, y = extended_gcd(b, a % b)
    return g, y, x - (a // b) * y


def lcm(a, b):
    return a * b // gcd(a, b)


pairs = [(48, 18), (17, 5), (270, 192), (0, 9), (1071, 462)]
for a, b in pairs:
    g, x, y = extended_gcd(a, b)
    print(f"gcd({a}, {b}) = {g} = {a}*{x} + {b}*{y}; lcm = {lcm(a, b) if a and b else 0}")

print("lcm(1..20) =", reduce(lcm, range(1, 21)))
print("gcd of list:", reduce(gcd, [84, 126, 210, 462]))


def simplify(num, den):
    g = gcd(num, den)
    return num // g, den // g


print([simplify(n, d) for n, d in [(10, 4), (33, 121), (7, 13), (100, 75)]])
coprime = [n for n in range(1, 31) if gcd(n, 30) == 1]
print("totient(30) =", len(coprime), coprime)
