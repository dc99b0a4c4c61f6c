class Program {
    public static void main(String[] args) {
        for (int i = 1; i <= 15; i++) {
            String out = i % 15 == 0 ? "FizzBuzz" : i % 3 == 0 ? "Fizz" : i % 5 == 0 ? "Buzz" : String.valueOf(i);
            System.out.print(out + (i < 15 ? " " : "\n"));
        }

        int size = 4;
        for (int row = 1; row <= size; row++) {
            System.out.println(" ".repeat(size - row) + "*".repeat(2 * row - 1));
        }
        for (int row = size - 1; row >= 1; row--) {
            System.out.println(" ".repeat(size - row) + "*".repeat(2 * row - 1));
        }

        int[][] grid = {{1, 2, 3}, {4, -5, 6}, {7, 8, 9}};
        outer:
        for (int r = 0; r < grid.length; r++) {
            for (int c = 0; c < grid[r].length; c++) {
                if (grid[r][c] < 0) {
                    System.out.println("found negative " + grid[r][c] + " at (" + r + "," + c + ")");
                    break outer;
                }
            }
        }

        StringBuilder primes = new StringBuilder();
        candidates:
        for (int n = 2; n < 40; n++) {
            for (int d = 2; d * d <= n; d++) {
                if (n % d == 0) continue candidates;
            }
            primes.append(n).append(' ');
        }
        System.out.println("primes: " + primes.toString().trim());

        int n = 0;
        do {
            n++;
        } while (n * n < 200);
        System.out.println("smallest n with n^2 >= 200: " + n);

        int x = 100, steps = 0;
        while (x != 1) {
            x = x % 2 == 0 ? x / 2 : x - 1;
            steps++;
        }
        System.out.println("steps from 100 to 1: " + steps);

        int i = 0, j = 10;
        for (; i < j; i += 2, j--) { }
        System.out.println("i=" + i + " j=" + j);

        int total = 0;
        for (int k = 0; k < 10; k++) {
            if (k == 3) continue;
            if (k == 8) break;
            total += k;
        }
        System.out.println("total skipping 3, stopping at 8: " + total);

        int a = 5;
        int post = a++ + a++;
        int pre = ++a + ++a;
        System.out.println("post=" + post + " pre=" + pre + " a=" + a);
        int m = 10;
        m += m++ * 2;
        System.out.println("m=" + m);
        System.out.println(1 + 2 + "3" + 4 + 5);
    }
}
