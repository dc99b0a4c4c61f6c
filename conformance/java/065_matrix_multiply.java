import java.util.Arrays;

class Program {
    static int[][] multiply(int[][] a, int[][] b) {
        int n = a.length, m = b[0].length, k = b.length;
        if (a[0].length != k) throw new IllegalArgumentException("dimension mismatch");
        int[][] c = new int[n][m];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < m; j++)
                for (int x = 0; x < k; x++)
                    c[i][j] += a[i][x] * b[x][j];
        return c;
    }

    static long[][] mulMod(long[][] a, long[][] b, long mod) {
        int n = a.length;
        long[][] c = new long[n][n];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                long s = 0;
                for (int x = 0; x < n; x++) s = (s + a[i][x] * b[x][j]) % mod;
                c[i][j] = s;
            }
        return c;
    }

    static long fibMatrix(int n, long mod) {
        long[][] result = {{1, 0}, {0, 1}};
        long[][] base = {{1, 1}, {1, 0}};
        while (n > 0) {
            if ((n & 1) == 1) result = mulMod(result, base, mod);
            base = mulMod(base, base, mod);
            n >>= 1;
        }
        return result[0][1];
    }

    static void print(String title, int[][] m) {
        System.out.println(title + ":");
        for (int[] row : m) {
            StringBuilder sb = new StringBuilder();
            for (int v : row) sb.append(String.format("%5d", v));
            System.out.println(sb);
        }
    }

    public static void main(String[] args) {
        int[][] a = {{1, 2, 3}, {4, 5, 6}};
        int[][] b = {{7, 8}, {9, 10}, {11, 12}};
        print("A", a);
        print("B", b);
        print("A x B", multiply(a, b));
        print("B x A", multiply(b, a));
        int[][] identity = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
        System.out.println("B x I == B? " + Arrays.deepEquals(multiply(identity, b), b));
        try {
            multiply(a, a);
        } catch (IllegalArgumentException e) {
            System.out.println("A x A failed: " + e.getMessage());
        }
        int[][] power = {{2, 1}, {1, 1}};
        int[][] p = {{1, 0}, {0, 1}};
        for (int i = 0; i < 5; i++) p = multiply(p, power);
        print("[[2,1],[1,1]]^5", p);
        System.out.println("fib(10) via matrix = " + fibMatrix(10, 1_000_000_007L));
        System.out.println("fib(1000) mod 1e9+7 = " + fibMatrix(1000, 1_000_000_007L));
        System.out.println("deepToString: " + Arrays.deepToString(multiply(a, b)));
    }
}
