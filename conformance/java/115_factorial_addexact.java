class Program {
    static int triangular(int n) {
        int total = 0;
        for (int i = 1; i <= n; i++) {
            total = Math.addExact(total, i);
        }
        return total;
    }

    static long safeMultiply(long a, long b) {
        try {
            return Math.multiplyExact(a, b);
        } catch (ArithmeticException e) {
            System.out.println("  multiply overflow: " + a + " * " + b);
            return Long.MAX_VALUE;
        }
    }

    public static void main(String[] args) {
        System.out.println("Checked arithmetic demo");
        System.out.println("triangular(100) = " + triangular(100));
        System.out.println("triangular(10000) = " + triangular(10000));
        long f = 1;
        for (int i = 1; i <= 22; i++) {
            f = safeMultiply(f, i);
        }
        System.out.println("capped factorial: " + f);
        System.out.println("negateExact(5) = " + Math.negateExact(5));
        System.out.println("toIntExact(123L) = " + Math.toIntExact(123L));
        int[] sizes = {50000, 65535, 65536, 70000};
        for (int n : sizes) {
            System.out.println("triangular(" + n + ") = " + triangular(n));
        }
        System.out.println("done");
    }
}
