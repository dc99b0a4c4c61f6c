from fractions import Fraction
from decimal import Decimal, getcontext, ROUND_HALF_UP

a = Fraction(1, 3)
b = Fraction(2, 7)
print(a + b, a * b, a / b, a - b)
print(Fraction("0.125"), Fraction(3.5), Fraction(10, 4))
print(sum(Fraction(1, n) for n in range(1, 6)))
print(float(Fraction(22, 7)), Fraction(22, 7).limit_denominator(5))

print(0.1 + 0.2, Decimal("0.1") + Decimal("0.2"))
price = Decimal("19.99")
qty = 3
tax = Decimal("0.0825")
subtotal = price * qty
total = (subtotal * (1 + tax)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
print(f"subtotal={subtotal} total={total}")
getcontext().prec = 30
print(Decimal(1) / Decimal(7))
print(Decimal("2").sqrt())
print(Decimal("1.2300").normalize(), Decimal("123.456").as_tuple())
print(round(Decimal("2.675"), 2), round(2.675, 2))
