import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

class Program {
    public static void main(String[] args) {
        Random rng = new Random(42);
        int rolls = 10000;
        Map<Integer, Integer> sums = new TreeMap<>();
        for (int i = 0; i < rolls; i++) {
            int sum = rng.nextInt(6) + 1 + rng.nextInt(6) + 1;
            sums.merge(sum, 1, Integer::sum);
        }
        System.out.println("Two-dice sums over " + rolls + " rolls:");
        for (Map.Entry<Integer, Integer> e : sums.entrySet()) {
            double pct = 100.0 * e.getValue() / rolls;
            System.out.printf("%2d: %5d %5.2f%% %s%n", e.getKey(), e.getValue(), pct, "#".repeat(e.getValue() / 50));
        }

        Random coin = new Random(7);
        int longestStreak = 0, streak = 0;
        boolean last = false;
        int heads = 0;
        for (int i = 0; i < 1000; i++) {
            boolean h = coin.nextBoolean();
            if (h) heads++;
            streak = (i > 0 && h == last) ? streak + 1 : 1;
            longestStreak = Math.max(longestStreak, streak);
            last = h;
        }
        System.out.println("Coin flips: heads=" + heads + " tails=" + (1000 - heads) + " longest streak=" + longestStreak);

        Random mc = new Random(2024);
        int inside = 0, samples = 200000;
        for (int i = 0; i < samples; i++) {
            double x = mc.nextDouble(), y = mc.nextDouble();
            if (x * x + y * y <= 1) inside++;
        }
        System.out.println("Monte Carlo pi estimate: " + 4.0 * inside / samples);

        Random g = new Random(1);
        System.out.printf("gaussian samples: %.6f %.6f %.6f%n", g.nextGaussian(), g.nextGaussian(), g.nextGaussian());
        System.out.println("nextLong: " + g.nextLong() + ", nextInt: " + g.nextInt() + ", nextFloat: " + g.nextFloat());
        Random walk = new Random(99);
        int pos = 0, maxPos = 0, minPos = 0;
        for (int i = 0; i < 500; i++) {
            pos += walk.nextBoolean() ? 1 : -1;
            maxPos = Math.max(maxPos, pos);
            minPos = Math.min(minPos, pos);
        }
        System.out.println("random walk: final=" + pos + " max=" + maxPos + " min=" + minPos);
        System.out.println("ints stream: " + new Random(5).ints(5, 0, 100).boxed().toList());
    }
}
