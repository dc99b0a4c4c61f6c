import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;

class Program {
    record LineItem(String description, BigDecimal unitPrice, int quantity) {
        BigDecimal total() {
            return unitPrice.multiply(BigDecimal.valueOf(quantity));
        }
    }

    public static void main(String[] args) {
        System.out.println("double: 0.1 + 0.2 = " + (0.1 + 0.2));
        System.out.println("BigDecimal: 0.1 + 0.2 = " + new BigDecimal("0.1").add(new BigDecimal("0.2")));
        System.out.println("new BigDecimal(0.1) = " + new BigDecimal(0.1));
        System.out.println("BigDecimal.valueOf(0.1) = " + BigDecimal.valueOf(0.1));

        List<LineItem> cart = List.of(
                new LineItem("Coffee beans", new BigDecimal("12.99"), 3),
                new LineItem("Filter papers", new BigDecimal("3.49"), 2),
                new LineItem("Mug", new BigDecimal("8.75"), 1));

        BigDecimal subtotal = BigDecimal.ZERO;
        for (LineItem item : cart) {
            System.out.printf("%-15s %6s x %d = %8s%n", item.description(), item.unitPrice(), item.quantity(), item.total());
            subtotal = subtotal.add(item.total());
        }
        BigDecimal taxRate = new BigDecimal("0.0825");
        BigDecimal tax = subtotal.multiply(taxRate).setScale(2, RoundingMode.HALF_UP);
        BigDecimal discount = subtotal.multiply(new BigDecimal("0.10")).setScale(2, RoundingMode.HALF_EVEN);
        BigDecimal total = subtotal.add(tax).subtract(discount);
        System.out.println("Subtotal: " + subtotal);
        System.out.println("Tax:      " + tax + " (raw " + subtotal.multiply(taxRate) + ")");
        System.out.println("Discount: " + discount);
        System.out.println("Total:    " + total);

        BigDecimal three = new BigDecimal("3");
        System.out.println("10 / 3 (scale 5) = " + BigDecimal.TEN.divide(three, 5, RoundingMode.HALF_UP));
        System.out.println("split 100 three ways = " + new BigDecimal("100.00").divide(three, RoundingMode.DOWN));
        try {
            BigDecimal.ONE.divide(three);
        } catch (ArithmeticException e) {
            System.out.println("Caught: " + e.getMessage());
        }
        BigDecimal x = new BigDecimal("2.50");
        BigDecimal y = new BigDecimal("2.5");
        System.out.println("equals: " + x.equals(y) + ", compareTo: " + x.compareTo(y));
        System.out.println("stripTrailingZeros: " + x.stripTrailingZeros() + ", scale " + x.scale() + ", precision " + x.precision());
        System.out.println("1E+3 plain: " + new BigDecimal("1E+3").toPlainString() + " vs toString " + new BigDecimal("1E+3"));
        System.out.println("100 stripped: " + new BigDecimal("100").stripTrailingZeros());
        for (RoundingMode mode : new RoundingMode[]{RoundingMode.UP, RoundingMode.DOWN, RoundingMode.CEILING,
                RoundingMode.FLOOR, RoundingMode.HALF_UP, RoundingMode.HALF_DOWN, RoundingMode.HALF_EVEN}) {
            System.out.printf("%-10s 2.345 -> %s, -2.345 -> %s%n", mode,
                    new BigDecimal("2.345").setScale(2, mode), new BigDecimal("-2.345").setScale(2, mode));
        }
        System.out.println("pow: " + new BigDecimal("1.05").pow(10));
        System.out.println("negate/abs: " + new BigDecimal("-7.10").abs() + " " + new BigDecimal("7.10").negate());
    }
}
