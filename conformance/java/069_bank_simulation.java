import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

class Program {
    public static void main(String[] args) {
        Bank bank = new Bank("First Java Bank");
        bank.open("alice", 1000);
        bank.open("bob", 250);
        bank.open("carol", 0);

        String[] script = {
                "deposit carol 500",
                "withdraw bob 300",
                "transfer alice bob 400",
                "withdraw bob 300",
                "transfer carol dave 10",
                "deposit alice -50",
                "interest 2.5",
                "transfer bob alice 1000",
        };
        for (String line : script) {
            String[] p = line.split(" ");
            try {
                switch (p[0]) {
                    case "deposit" -> bank.deposit(p[1], Long.parseLong(p[2]));
                    case "withdraw" -> bank.withdraw(p[1], Long.parseLong(p[2]));
                    case "transfer" -> bank.transfer(p[1], p[2], Long.parseLong(p[3]));
                    case "interest" -> bank.applyInterest(Double.parseDouble(p[1]));
                    default -> throw new IllegalArgumentException("unknown command");
                }
                System.out.println("OK    " + line);
            } catch (BankException e) {
                System.out.println("FAIL  " + line + " -> " + e.getMessage());
            }
        }
        System.out.println();
        System.out.println(bank.statement());
        System.out.println("Ledger entries: " + bank.ledger.size());
        bank.ledger.forEach(entry -> System.out.println("  " + entry));
    }
}

class BankException extends Exception {
    BankException(String msg) { super(msg); }
}

class Bank {
    private final String name;
    private final Map<String, Long> balances = new LinkedHashMap<>();
    final List<String> ledger = new ArrayList<>();

    Bank(String name) { this.name = name; }

    void open(String who, long cents) { balances.put(who, cents); }

    private long get(String who) throws BankException {
        Long b = balances.get(who);
        if (b == null) throw new BankException("no account for " + who);
        return b;
    }

    void deposit(String who, long amt) throws BankException {
        if (amt <= 0) throw new BankException("deposit must be positive");
        balances.put(who, get(who) + amt);
        ledger.add(who + " +" + amt);
    }

    void withdraw(String who, long amt) throws BankException {
        long b = get(who);
        if (amt > b) throw new BankException("insufficient funds (" + b + " < " + amt + ")");
        balances.put(who, b - amt);
        ledger.add(who + " -" + amt);
    }

    void transfer(String from, String to, long amt) throws BankException {
        get(to);
        withdraw(from, amt);
        deposit(to, amt);
    }

    void applyInterest(double pct) {
        balances.replaceAll((k, v) -> Math.round(v * (1 + pct / 100)));
        ledger.add("interest " + pct + "%");
    }

    String statement() {
        StringBuilder sb = new StringBuilder("== " + name + " ==\n");
        long total = 0;
        for (Map.Entry<String, Long> e : balances.entrySet()) {
            sb.append(String.format("%-6s %8d%n", e.getKey(), e.getValue()));
            total += e.getValue();
        }
        return sb.append(String.format("%-6s %8d", "TOTAL", total)).toString();
    }
}
