class Program {
    public static void main(String[] args) {
        int n = 1234567;
        double d = 3.14159265358979;
        double tiny = 0.000012345;
        double big = 98765432.1;

        System.out.printf("%%d   -> %d%n", n);
        System.out.printf("%%,d  -> %,d%n", n);
        System.out.printf("%%s   -> %s%n", "text");
        System.out.printf("%%f   -> %f%n", d);
        System.out.printf("%%.2f -> %.2f%n", d);
        System.out.printf("%%08.3f -> %08.3f%n", d);
        System.out.printf("%%08.3f neg -> %08.3f%n", -d);
        System.out.printf("%%e   -> %e%n", big);
        System.out.printf("%%e tiny -> %e%n", tiny);
        System.out.printf("%%g   -> %g%n", d);
        System.out.printf("%%g big -> %g%n", big);
        System.out.printf("%%g tiny -> %g%n", tiny);
        System.out.printf("%%x   -> %x%n", n);
        System.out.printf("%%o   -> %o%n", n);
        System.out.printf("%%c   -> %c%n", 'A' + 2);
        System.out.printf("%%b   -> %b%n", n % 2 == 0);
        System.out.printf("%%-10s| -> %-10s|%n", "left");
        System.out.printf("%%10s| -> %10s|%n", "right");

        System.out.println();
        System.out.printf("%-6s %8s %8s%n", "x", "x^2", "sqrt");
        for (int i = 1; i <= 6; i++) {
            System.out.printf("%-6d %8d %8.4f%n", i, i * i, Math.sqrt(i));
        }

        System.out.println();
        System.out.printf("Rounding: %.0f %.0f %.0f %.0f%n", 0.5, 1.5, 2.5, -0.5);
        System.out.printf("Rounding: %.1f %.1f %.2f%n", 0.05, 0.15, 1.005);
        System.out.printf("Zero: %f %e %g%n", 0.0, 0.0, 0.0);
        System.out.printf("Negative zero: %.1f%n", -0.0);
        System.out.printf("Special: %f %f %f%n", Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY);
        System.out.printf("Long grouped: %,d%n", 9_000_000_000L);
        System.out.printf("Negative grouped: %,d%n", -1234567);
        System.out.printf("Multi: %s is %d years and %.1f%% done%n", "Ann", 30, 42.75);
    }
}
