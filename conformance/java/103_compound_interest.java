import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

class Program {
    public static void main(String[] args) {
        BigDecimal principal = new BigDecimal("10000.00");
        BigDecimal annualRate = new BigDecimal("0.045");
        System.out.println("Principal: " + principal + ", rate: " + annualRate.movePointRight(2) + "%");

        BigDecimal balance = principal;
        System.out.printf("%4s %14s %12s%n", "Year", "Balance", "Interest");
        for (int year = 1; year <= 10; year++) {
            BigDecimal interest = balance.multiply(annualRate).setScale(2, RoundingMode.HALF_EVEN);
            balance = balance.add(interest);
            System.out.printf("%4d %14s %12s%n", year, balance, interest);
        }
        BigDecimal gained = balance.subtract(principal);
        System.out.println("Total gained: " + gained);
        BigDecimal pct = gained.divide(principal, 6, RoundingMode.HALF_UP).multiply(BigDecimal.valueOf(100));
        System.out.println("Growth: " + pct.stripTrailingZeros().toPlainString() + "%");

        int[] periods = {1, 4, 12, 365};
        String[] labels = {"annually", "quarterly", "monthly", "daily"};
        for (int i = 0; i < periods.length; i++) {
            BigDecimal periodRate = annualRate.divide(BigDecimal.valueOf(periods[i]), MathContext.DECIMAL64);
            BigDecimal factor = BigDecimal.ONE.add(periodRate).pow(periods[i] * 10, MathContext.DECIMAL64);
            BigDecimal result = principal.multiply(factor).setScale(2, RoundingMode.HALF_UP);
            System.out.printf("Compounded %-9s: %s%n", labels[i], result);
        }
        double continuous = 10000 * Math.exp(0.045 * 10);
        System.out.printf("Continuous (double): %.2f%n", continuous);

        BigDecimal monthly = new BigDecimal("250.00");
        BigDecimal monthlyRate = annualRate.divide(new BigDecimal("12"), 10, RoundingMode.HALF_UP);
        BigDecimal saved = BigDecimal.ZERO;
        for (int m = 0; m < 120; m++) {
            saved = saved.add(monthly).multiply(BigDecimal.ONE.add(monthlyRate)).setScale(2, RoundingMode.HALF_UP);
        }
        System.out.println("Saving 250/month for 10 years: " + saved);
        System.out.println("Contributions: " + monthly.multiply(BigDecimal.valueOf(120)));
        System.out.println("monthlyRate = " + monthlyRate + ", precision " + monthlyRate.precision());
        System.out.println("Rule of 72 years to double: " + new BigDecimal("72").divide(annualRate.movePointRight(2), 2, RoundingMode.HALF_UP));
    }
}
