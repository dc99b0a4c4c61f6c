// A bank account class using private fields and static members.
class BankAccount {
  static #nextId = 1000;
  static bankName = "JS Savings & Loan";
  #balance = 0;
  #history = [];

  constructor(owner, initial = 0) {
    this.id = BankAccount.#nextId++;
    this.owner = owner;
    if (initial > 0) this.deposit(initial);
  }

  deposit(amount) {
    if (amount <= 0) throw new Error("Deposit must be positive");
    this.#balance += amount;
    this.#history.push({ type: "deposit", amount });
    return this;
  }

  withdraw(amount) {
    if (amount > this.#balance) {
      this.#history.push({ type: "rejected", amount });
      return false;
    }
    this.#balance -= amount;
    this.#history.push({ type: "withdraw", amount });
    return true;
  }

  get balance() {
    return this.#balance;
  }

  statement() {
    return this.#history.map((h, i) => `${i + 1}. ${h.type.padEnd(9)} ${h.amount.toFixed(2).padStart(8)}`);
  }

  static isAccount(obj) {
    return #balance in obj;
  }
}

const alice = new BankAccount("Alice", 100);
const bob = new BankAccount("Bob");
alice.deposit(50).deposit(25.5);
console.log("Withdraw 300:", alice.withdraw(300));
console.log("Withdraw 75:", alice.withdraw(75));
bob.deposit(10);

console.log(BankAccount.bankName);
for (const acct of [alice, bob]) {
  console.log(`#${acct.id} ${acct.owner}: $${acct.balance.toFixed(2)}`);
  console.log(acct.statement().join("\n"));
}
console.log(BankAccount.isAccount(alice), BankAccount.isAccount({ balance: 5 }));
console.log(alice);
