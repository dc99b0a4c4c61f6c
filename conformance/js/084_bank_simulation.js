// Simulate a small bank processing a day's transactions, with overdraft rules.
class InsufficientFundsError extends Error {
  constructor(account, amount) {
    super(`account ${account.id} cannot cover ${amount.toFixed(2)}`);
    this.name = "InsufficientFundsError";
  }
}

class Account {
  constructor(id, owner, balance = 0, overdraft = 0) {
    Object.assign(this, { id, owner, balance, overdraft });
  }
  withdraw(amount) {
    if (this.balance + this.overdraft < amount) throw new InsufficientFundsError(this, amount);
    this.balance = Math.round((this.balance - amount) * 100) / 100;
  }
  deposit(amount) {
    this.balance = Math.round((this.balance + amount) * 100) / 100;
  }
}

class Bank {
  accounts = new Map();
  log = [];
  open(...args) {
    const acct = new Account(...args);
    this.accounts.set(acct.id, acct);
    return acct;
  }
  process({ type, from, to, amount }) {
    try {
      if (type === "deposit") this.accounts.get(to).deposit(amount);
      else if (type === "withdraw") this.accounts.get(from).withdraw(amount);
      else if (type === "transfer") {
        const src = this.accounts.get(from), dst = this.accounts.get(to);
        if (!src || !dst) throw new ReferenceError(`unknown account in transfer ${from} -> ${to}`);
        src.withdraw(amount);
        dst.deposit(amount);
      } else throw new TypeError(`unknown transaction type ${type}`);
      this.log.push(`OK   ${type} ${amount}`);
    } catch (err) {
      this.log.push(`FAIL ${type} ${amount}: ${err.name} - ${err.message}`);
    }
  }
}

const bank = new Bank();
bank.open("A-1", "Hana", 500);
bank.open("A-2", "Ivan", 50, 100);
bank.open("A-3", "Jules", 0);

const txns = [
  { type: "deposit", to: "A-3", amount: 75.25 },
  { type: "transfer", from: "A-1", to: "A-2", amount: 120 },
  { type: "withdraw", from: "A-2", amount: 250 },
  { type: "withdraw", from: "A-2", amount: 200.5 },
  { type: "transfer", from: "A-3", to: "A-9", amount: 10 },
  { type: "refund", to: "A-1", amount: 5 },
  { type: "withdraw", from: "A-3", amount: 75.26 },
];
txns.forEach((t) => bank.process(t));
console.log(bank.log.join("\n"));
for (const acct of bank.accounts.values()) console.log(acct);
const total = [...bank.accounts.values()].reduce((s, a) => s + a.balance, 0);
console.log("total holdings:", total.toFixed(2));
