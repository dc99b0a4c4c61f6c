import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

class Program {
    record Item(String name, int weight, int value) {}

    public static void main(String[] args) {
        List<Item> items = List.of(
                new Item("tent", 5, 60),
                new Item("stove", 3, 50),
                new Item("camera", 2, 70),
                new Item("book", 1, 10),
                new Item("water", 4, 40),
                new Item("snacks", 2, 30),
                new Item("laptop", 6, 90));
        int capacity = 12;
        int n = items.size();
        int[][] dp = new int[n + 1][capacity + 1];
        for (int i = 1; i <= n; i++) {
            Item it = items.get(i - 1);
            for (int w = 0; w <= capacity; w++) {
                dp[i][w] = dp[i - 1][w];
                if (it.weight() <= w) {
                    dp[i][w] = Math.max(dp[i][w], dp[i - 1][w - it.weight()] + it.value());
                }
            }
        }
        System.out.println("Best value with capacity " + capacity + ": " + dp[n][capacity]);
        List<String> chosen = new ArrayList<>();
        int w = capacity, totalWeight = 0;
        for (int i = n; i > 0; i--) {
            if (dp[i][w] != dp[i - 1][w]) {
                Item it = items.get(i - 1);
                chosen.add(it.name());
                w -= it.weight();
                totalWeight += it.weight();
            }
        }
        Collections.reverse(chosen);
        System.out.println("Chosen: " + chosen + " (weight " + totalWeight + ")");

        System.out.print("Best value by capacity:");
        for (int c = 0; c <= capacity; c++) System.out.print(" " + dp[n][c]);
        System.out.println();

        int[] coins = {1, 5, 10, 25};
        int target = 63;
        int[] minCoins = new int[target + 1];
        long[] ways = new long[target + 1];
        ways[0] = 1;
        for (int coin : coins) for (int a = coin; a <= target; a++) ways[a] += ways[a - coin];
        for (int a = 1; a <= target; a++) {
            minCoins[a] = Integer.MAX_VALUE;
            for (int coin : coins) {
                if (coin <= a && minCoins[a - coin] != Integer.MAX_VALUE) {
                    minCoins[a] = Math.min(minCoins[a], minCoins[a - coin] + 1);
                }
            }
        }
        System.out.println("Min coins for " + target + ": " + minCoins[target]);
        System.out.println("Ways to make " + target + ": " + ways[target]);
        System.out.println("Ways to make 100: " + countWays(coins, 100));
    }

    static long countWays(int[] coins, int amount) {
        long[] ways = new long[amount + 1];
        ways[0] = 1;
        for (int coin : coins) for (int a = coin; a <= amount; a++) ways[a] += ways[a - coin];
        return ways[amount];
    }
}
