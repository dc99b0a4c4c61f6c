from functools import total_ordering
from decimal import Decimal


@total_ordering
class Money:
    def __init__(self, amount, currency="USD"):
        self.amount = Decimal(str(amount)).quantize(Decimal("0.01"))
        self.currency = currency

    def _check(self, other):
        if not isinstance(other, Money):
            return NotImplemented
        if other.currency != self.currency:
            raise ValueError(f"currency mismatch: {self.currency} vs {other.currency}")
        return None

    def __add__(self, other):
        if other == 0:
            return self
        self._check(other)
        return Money(self.amount + other.amount, self.currency)

    __radd__ = __add__

    def __mul__(self, factor):
        return Money(self.amount * Decimal(str(factor)), self.currency)

    def __eq__(self, other):
        if isinstance(other, (int, float)):
            return self.amount == Decimal(str(other))
        return isinstance(other, Money) and (self.amount, self.currency) == (other.amount, other.currency)

    def __lt__(self, other):
        self._check(other)
        return self.amount < other.amount

    def __repr__(self):
        return f"Money('{self.amount}', '{self.currency}')"

    def __str__(self):
        return f"{self.amount:,} {self.currency}"

    def __format__(self, spec):
        return format(str(self), spec)


prices = [Money(19.99), Money("5.01"), Money(100), Money(0.1) * 3]
print(prices)
print(sum(prices))
print(max(prices), min(prices), sorted(prices)[1])
print(Money(1) <= Money(1), Money(2) > Money(1.5), Money(3) == 3)
print(f"[{Money(1234.5):>20}]")
try:
    Money(1) + Money(1, "EUR")
except ValueError as e:
    print(e)
