import java.util.Arrays;

class Program {
    static long gcd(long a, long b) {
        return b == 0 ? Math.abs(a) : gcd(b, a % b);
    }

    static long lcm(long a, long b) {
        return a / gcd(a, b) * b;
    }

    static long[] extendedGcd(long a, long b) {
        if (b == 0) return new long[]{a, 1, 0};
        long[] r = extendedGcd(b, a % b);
        return new long[]{r[0], r[2], r[1] - (a / b) * r[2]};
    }

    static int gcdIterative(int a, int b) {
        int steps = 0;
        while (b != 0) {
            int t = a % b;
            a = b;
            b = t;
            steps++;
        }
        System.out.print("(" + steps + " steps) ");
        return a;
    }

    public static void main(String[] args) {
        long[][] pairs = {{48, 18}, {17, 5}, {0, 9}, {-24, 36}, {1071, 462}, {1_000_000_007L, 998_244_353L}};
        for (long[] p : pairs) {
            System.out.printf("gcd(%d, %d) = %d, lcm = %d%n", p[0], p[1], gcd(p[0], p[1]),
                    p[0] == 0 ? 0 : lcm(p[0], p[1]));
        }
        System.out.println("iterative gcd(832040, 514229) = " + gcdIterative(832040, 514229));

        long[] eg = extendedGcd(240, 46);
        System.out.println("extended gcd(240, 46): g=" + eg[0] + " x=" + eg[1] + " y=" + eg[2]
                + " check=" + (240 * eg[1] + 46 * eg[2]));

        long[] nums = {12, 18, 30, 42};
        long g = 0, l = 1;
        for (long n : nums) {
            g = gcd(g, n);
            l = lcm(l, n);
        }
        System.out.println("gcd of " + Arrays.toString(nums) + " = " + g + ", lcm = " + l);
        long lcm1to20 = 1;
        for (int i = 1; i <= 20; i++) lcm1to20 = lcm(lcm1to20, i);
        System.out.println("smallest number divisible by 1..20: " + lcm1to20);

        int coprime = 0;
        for (int i = 1; i <= 36; i++) if (gcd(i, 36) == 1) coprime++;
        System.out.println("phi(36) = " + coprime);
        int[] fractionTop = {42, 100, 7, 144};
        int[] fractionBottom = {56, 250, 13, 60};
        for (int i = 0; i < fractionTop.length; i++) {
            long d = gcd(fractionTop[i], fractionBottom[i]);
            System.out.println(fractionTop[i] + "/" + fractionBottom[i] + " = " + fractionTop[i] / d + "/" + fractionBottom[i] / d);
        }
    }
}
