import java.util.HashMap;
import java.util.Map;

class Program {
    private static final Map<Integer, Long> memo = new HashMap<>();
    private static int calls = 0;

    static long fibMemo(int n) {
        calls++;
        if (n < 2) return n;
        Long cached = memo.get(n);
        if (cached != null) return cached;
        long value = fibMemo(n - 1) + fibMemo(n - 2);
        memo.put(n, value);
        return value;
    }

    static long fibNaive(int n) {
        calls++;
        return n < 2 ? n : fibNaive(n - 1) + fibNaive(n - 2);
    }

    static long fibIterative(int n) {
        long[] dp = new long[Math.max(2, n + 1)];
        dp[1] = 1;
        for (int i = 2; i <= n; i++) {
            dp[i] = dp[i - 1] + dp[i - 2];
        }
        return dp[n];
    }

    public static void main(String[] args) {
        calls = 0;
        System.out.println("naive fib(25) = " + fibNaive(25) + " in " + calls + " calls");
        calls = 0;
        System.out.println("memo fib(25) = " + fibMemo(25) + " in " + calls + " calls");
        calls = 0;
        System.out.println("memo fib(90) = " + fibMemo(90) + " in " + calls + " calls");
        System.out.println("iterative fib(90) = " + fibIterative(90));
        System.out.println("fib(93) overflows: " + fibIterative(93));

        StringBuilder first = new StringBuilder();
        for (int i = 0; i <= 15; i++) {
            first.append(fibIterative(i)).append(i < 15 ? " " : "");
        }
        System.out.println("First 16: " + first);

        long evenSum = 0;
        for (int i = 1; ; i++) {
            long f = fibIterative(i);
            if (f > 4_000_000) break;
            if (f % 2 == 0) evenSum += f;
        }
        System.out.println("Sum of even fibs <= 4M: " + evenSum);
        double phi = (double) fibIterative(40) / fibIterative(39);
        System.out.println("Ratio fib(40)/fib(39) = " + phi);
        System.out.println("Golden ratio        = " + (1 + Math.sqrt(5)) / 2);
    }
}
