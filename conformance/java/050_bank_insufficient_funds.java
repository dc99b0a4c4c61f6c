import java.util.ArrayList;
import java.util.List;

class Program {
    public static void main(String[] args) {
        Account checking = new Account("CHK-001", "Jordan", 500);
        Account savings = new Account("SAV-002", "Jordan", 1200);

        checking.deposit(250);
        checking.withdraw(100);
        transfer(savings, checking, 300);
        System.out.println(checking);
        System.out.println(savings);

        checking.withdraw(700);
        System.out.println("After big withdrawal: " + checking);
        System.out.println("History: " + checking.history());

        transfer(checking, savings, 400);
        System.out.println("Transfer complete");
    }

    static void transfer(Account from, Account to, int amount) {
        System.out.println("Transferring " + amount + " from " + from.id() + " to " + to.id());
        from.withdraw(amount);
        to.deposit(amount);
    }
}

class InsufficientFundsException extends RuntimeException {
    InsufficientFundsException(String message) {
        super(message);
    }
}

class Account {
    private final String id;
    private final String owner;
    private int balance;
    private final List<String> log = new ArrayList<>();

    Account(String id, String owner, int initial) {
        this.id = id;
        this.owner = owner;
        this.balance = initial;
        log.add("open:" + initial);
    }

    String id() { return id; }

    void deposit(int amount) {
        balance += amount;
        log.add("+" + amount);
    }

    void withdraw(int amount) {
        if (amount > balance) {
            throw new InsufficientFundsException("Account " + id + " has " + balance + ", cannot withdraw " + amount);
        }
        balance -= amount;
        log.add("-" + amount);
    }

    List<String> history() { return log; }

    @Override
    public String toString() { return id + " (" + owner + "): balance " + balance; }
}
