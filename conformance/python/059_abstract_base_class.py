from abc import ABC, abstractmethod


class PaymentMethod(ABC):
    def __init__(self, owner):
        self.owner = owner

    @abstractmethod
    def fee(self, amount: float) -> float:
        ...

    @property
    @abstractmethod
    def kind(self) -> str:
        ...

    def pay(self, amount: float) -> str:
        total = amount + self.fee(amount)
        return f"{self.owner} paid {total:.2f} by {self.kind} (fee {self.fee(amount):.2f})"


class CreditCard(PaymentMethod):
    kind = "credit card"

    def fee(self, amount):
        return round(amount * 0.029 + 0.30, 2)


class BankTransfer(PaymentMethod):
    @property
    def kind(self):
        return "bank transfer"

    def fee(self, amount):
        return 0.0 if amount > 100 else 1.5


for method in [CreditCard("ann"), BankTransfer("bob")]:
    for amount in (20, 250):
        print(method.pay(amount))

try:
    PaymentMethod("x")
except TypeError as e:
    print("TypeError:", "abstract" in str(e))


class Incomplete(PaymentMethod):
    def fee(self, amount):
        return 0


try:
    Incomplete("y")
except TypeError:
    print("Incomplete cannot be instantiated")
print(issubclass(CreditCard, PaymentMethod), sorted(PaymentMethod.__abstractmethods__))
