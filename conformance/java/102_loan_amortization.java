class Program {
    static double monthlyPayment(double principal, double annualRate, int months) {
        double r = annualRate / 12 / 100;
        if (r == 0) return principal / months;
        return principal * r * Math.pow(1 + r, months) / (Math.pow(1 + r, months) - 1);
    }

    public static void main(String[] args) {
        double principal = 25000;
        double rate = 6.5;
        int months = 24;
        double payment = monthlyPayment(principal, rate, months);
        System.out.printf("Loan: $%,.2f at %.2f%% for %d months%n", principal, rate, months);
        System.out.printf("Monthly payment: $%,.2f%n%n", payment);
        System.out.printf("%5s %12s %10s %10s %12s%n", "Month", "Payment", "Interest", "Principal", "Balance");

        double balance = principal;
        double totalInterest = 0;
        for (int m = 1; m <= months; m++) {
            double interest = balance * rate / 12 / 100;
            double toPrincipal = payment - interest;
            balance -= toPrincipal;
            totalInterest += interest;
            if (m <= 3 || m > months - 3 || m % 6 == 0) {
                System.out.printf("%5d %12.2f %10.2f %10.2f %12.2f%n", m, payment, interest, toPrincipal, Math.abs(balance));
            } else if (m == 4) {
                System.out.println("  ...");
            }
        }
        System.out.printf("%nTotal paid: $%,.2f, total interest: $%,.2f%n", payment * months, totalInterest);

        System.out.println();
        System.out.println("Comparison of terms:");
        for (int term : new int[]{12, 36, 60, 120, 360}) {
            double p = monthlyPayment(200000, 5.0, term);
            System.out.printf("  %3d months: payment %,10.2f total interest %,12.2f%n", term, p, p * term - 200000);
        }
        System.out.printf("Zero-rate loan: %.2f per month%n", monthlyPayment(1200, 0, 12));
        int monthsToDouble = 0;
        double savings = 1000;
        while (savings < 2000) {
            savings *= 1 + 0.04 / 12;
            monthsToDouble++;
        }
        System.out.println("Months to double at 4%: " + monthsToDouble + " (" + savings + ")");
    }
}
