import java.util.ArrayList;
import java.util.List;

class Program {
    record Line(String name, int qty, double unitPrice, boolean taxable) {
        double total() { return qty * unitPrice; }
    }

    static String center(String s, int width) {
        int pad = Math.max(0, (width - s.length()) / 2);
        return " ".repeat(pad) + s;
    }

    static String truncate(String s, int max) {
        return s.length() <= max ? s : s.substring(0, max - 3) + "...";
    }

    public static void main(String[] args) {
        List<Line> lines = new ArrayList<>();
        lines.add(new Line("Organic Bananas", 6, 0.29, false));
        lines.add(new Line("Sparkling Water 12-pack", 2, 5.49, true));
        lines.add(new Line("Sourdough Bread", 1, 4.75, false));
        lines.add(new Line("Dish Soap Extra Strength Lemon", 1, 3.99, true));
        lines.add(new Line("Greek Yogurt", 4, 1.25, false));
        lines.add(new Line("AA Batteries", 3, 6.99, true));

        int width = 40;
        System.out.println(center("CORNER MARKET", width));
        System.out.println(center("123 Main St.", width));
        System.out.println("=".repeat(width));
        double subtotal = 0, taxableTotal = 0;
        int itemCount = 0;
        for (Line l : lines) {
            String label = truncate(l.name(), 22);
            System.out.printf("%-22s %2d x%6.2f %7.2f%s%n", label, l.qty(), l.unitPrice(), l.total(), l.taxable() ? "T" : " ");
            subtotal += l.total();
            if (l.taxable()) taxableTotal += l.total();
            itemCount += l.qty();
        }
        double tax = Math.round(taxableTotal * 0.0725 * 100) / 100.0;
        double total = subtotal + tax;
        System.out.println("-".repeat(width));
        System.out.printf("%-31s %7.2f%n", "SUBTOTAL", subtotal);
        System.out.printf("%-31s %7.2f%n", "TAX 7.25% on " + String.format("%.2f", taxableTotal), tax);
        System.out.printf("%-31s %7.2f%n", "TOTAL", total);
        double paid = 60.00;
        double change = paid - total;
        System.out.printf("%-31s %7.2f%n", "CASH", paid);
        System.out.printf("%-31s %7.2f%n", "CHANGE", change);
        System.out.println("=".repeat(width));
        int cents = (int) Math.round(change * 100);
        int[] denominations = {2000, 1000, 500, 100, 25, 10, 5, 1};
        StringBuilder sb = new StringBuilder("Change breakdown:");
        for (int d : denominations) {
            int count = cents / d;
            cents %= d;
            if (count > 0) sb.append(String.format(" %dx$%.2f", count, d / 100.0));
        }
        System.out.println(sb);
        System.out.println(center("Items: " + itemCount + "  Thank you!", width));
    }
}
