class InsufficientFunds(Exception):
    def __init__(self, balance, amount):
        super().__init__(f"cannot withdraw {amount:.2f}; balance is {balance:.2f}")
        self.balance = balance
        self.amount = amount


class Account:
    interest_rate = 0.02

    def __init__(self, owner: str, balance: float = 0.0):
        self.owner = owner
        self._balance = balance
        self.history: list[tuple[str, float]] = []

    @property
    def balance(self) -> float:
        return self._balance

    def deposit(self, amount: float) -> None:
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self._balance += amount
        self.history.append(("deposit", amount))

    def withdraw(self, amount: float) -> None:
        if amount > self._balance:
            raise InsufficientFunds(self._balance, amount)
        self._balance -= amount
        self.history.append(("withdraw", amount))

    def __repr__(self):
        return f"Account(owner={self.owner!r}, balance={self._balance:.2f})"


class SavingsAccount(Account):
    interest_rate = 0.05

    def add_interest(self):
        self.deposit(round(self.balance * self.interest_rate, 2))


acct = SavingsAccount("Grace", 100)
acct.deposit(50)
acct.withdraw(30)
acct.add_interest()
print(acct)
print(acct.history)
for amount in [-5, 500]:
    try:
        if amount < 0:
            acct.deposit(amount)
        else:
            acct.withdraw(amount)
    except InsufficientFunds as e:
        print("InsufficientFunds:", e, e.amount - e.balance)
    except ValueError as e:
        print("ValueError:", e)
print(Account.interest_rate, SavingsAccount.interest_rate, acct.balance)
