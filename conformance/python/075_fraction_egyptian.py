from fractions import Fraction
import math


def egyptian(frac: Fraction) -> list[Fraction]:
    parts = []
    while frac.numerator != 0:
        unit = Fraction(1, math.ceil(frac.denominator / frac.numerator))
        parts.append(unit)
        frac -= unit
    return parts


for f in [Fraction(4, 13), Fraction(5, 6), Fraction(7, 15), Fraction(2, 3)]:
    parts = egyptian(f)
    print(f"{f} = {' + '.join(str(p) for p in parts)}")

harmonic = sum(Fraction(1, k) for k in range(1, 11))
print("H10 =", harmonic, "~", float(harmonic))
probs = [Fraction(1, 6)] * 6
print("total probability:", sum(probs))
expected = sum(Fraction(face) * p for face, p in zip(range(1, 7), probs))
print("expected die roll:", expected, float(expected))
print(Fraction(3, 4) ** 2, Fraction(-9, 12), abs(Fraction(-1, 2)), Fraction(1, 3) < Fraction(2, 5))
print(repr(Fraction(6, 8)), Fraction(1.1), Fraction("1.1"), round(Fraction(7, 2)), math.floor(Fraction(-7, 2)))
