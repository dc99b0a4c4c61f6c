import java.util.ArrayList;
import java.util.List;

class Program {
    public static void main(String[] args) {
        List<PaymentMethod> methods = new ArrayList<>();
        methods.add(new CreditCard("4111111111111111", 500.0));
        methods.add(new PayPal("user@example.com", 120.0));
        methods.add(new GiftCard("GC-77", 50.0));
        methods.add(new CreditCard("5500000000000004", 80.0));

        double[] charges = {45.99, 130.0, 49.5, 79.99};
        for (double amount : charges) {
            System.out.printf("Charging %.2f%n", amount);
            for (PaymentMethod m : methods) {
                String result = m.pay(amount) ? "approved" : "declined";
                System.out.printf("  %-28s %-8s remaining %8.2f%n", m.describe(), result, m.available());
            }
        }
        double total = 0;
        for (PaymentMethod m : methods) total += m.available();
        System.out.printf("Total remaining across methods: %.2f%n", total);
        long refundable = methods.stream().filter(m -> m instanceof Refundable).count();
        System.out.println("Refundable methods: " + refundable);
        for (PaymentMethod m : methods) {
            if (m instanceof Refundable r) {
                r.refund(10);
                System.out.printf("  refunded 10 to %s -> %.2f%n", m.describe(), m.available());
            }
        }
    }
}

interface PaymentMethod {
    boolean pay(double amount);

    double available();

    String describe();
}

interface Refundable {
    void refund(double amount);
}

abstract class BalanceMethod implements PaymentMethod {
    protected double balance;

    BalanceMethod(double balance) { this.balance = balance; }

    public boolean pay(double amount) {
        double cost = amount + fee(amount);
        if (cost > balance) return false;
        balance -= cost;
        return true;
    }

    double fee(double amount) { return 0; }

    public double available() { return balance; }
}

class CreditCard extends BalanceMethod implements Refundable {
    private final String number;

    CreditCard(String number, double limit) { super(limit); this.number = number; }

    public String describe() { return "Card ****" + number.substring(number.length() - 4); }

    public void refund(double amount) { balance += amount; }
}

class PayPal extends BalanceMethod implements Refundable {
    private final String email;

    PayPal(String email, double balance) { super(balance); this.email = email; }

    @Override
    double fee(double amount) { return Math.round(amount * 2.9) / 100.0 + 0.30; }

    public String describe() { return "PayPal " + email; }

    public void refund(double amount) { balance += amount; }
}

class GiftCard extends BalanceMethod {
    private final String code;

    GiftCard(String code, double value) { super(value); this.code = code; }

    public String describe() { return "Gift card " + code; }
}
