import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

class Program {
    static final Map<Long, Integer> cache = new HashMap<>();

    static int collatzLength(long n) {
        if (n == 1) return 1;
        Integer cached = cache.get(n);
        if (cached != null) return cached;
        long next = (n % 2 == 0) ? n / 2 : 3 * n + 1;
        int len = 1 + collatzLength(next);
        cache.put(n, len);
        return len;
    }

    static List<Long> sequence(long n) {
        List<Long> seq = new ArrayList<>();
        seq.add(n);
        while (n != 1) {
            n = (n % 2 == 0) ? n / 2 : 3 * n + 1;
            seq.add(n);
        }
        return seq;
    }

    public static void main(String[] args) {
        for (long start : new long[]{1, 6, 7, 19, 27}) {
            List<Long> seq = sequence(start);
            long peak = seq.stream().mapToLong(Long::longValue).max().getAsLong();
            String shown = seq.size() <= 20 ? seq.toString() : seq.subList(0, 10) + "...";
            System.out.println(start + ": length " + seq.size() + ", peak " + peak + " " + shown);
        }
        int bestStart = 1, bestLen = 1;
        for (int i = 1; i < 100000; i++) {
            int len = collatzLength(i);
            if (len > bestLen) {
                bestLen = len;
                bestStart = i;
            }
        }
        System.out.println("Longest chain under 100000 starts at " + bestStart + " with length " + bestLen);
        System.out.println("Cache entries: " + (cache.size() > 100000));
        int[] histogram = new int[6];
        for (int i = 1; i <= 1000; i++) {
            int bucket = Math.min(collatzLength(i) / 50, 5);
            histogram[bucket]++;
        }
        for (int b = 0; b < histogram.length; b++) {
            String label = b == 5 ? "250+" : (b * 50) + "-" + (b * 50 + 49);
            System.out.printf("%-8s %4d%n", label, histogram[b]);
        }
    }
}
