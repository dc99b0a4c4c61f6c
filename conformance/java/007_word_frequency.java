import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

class Program {
    public static void main(String[] args) {
        String text = """
                It was the best of times, it was the worst of times, it was the age of wisdom,
                it was the age of foolishness, it was the epoch of belief, it was the epoch of
                incredulity, it was the season of Light, it was the season of Darkness.
                """;

        Map<String, Integer> freq = new TreeMap<>();
        for (String word : text.toLowerCase().split("[^a-z]+")) {
            if (word.isEmpty()) continue;
            freq.merge(word, 1, Integer::sum);
        }

        System.out.println("Distinct words: " + freq.size());
        System.out.println("Alphabetical:");
        for (Map.Entry<String, Integer> e : freq.entrySet()) {
            System.out.printf("  %-12s %2d %s%n", e.getKey(), e.getValue(), "*".repeat(e.getValue()));
        }

        List<Map.Entry<String, Integer>> sorted = new ArrayList<>(freq.entrySet());
        sorted.sort((a, b) -> {
            int cmp = Integer.compare(b.getValue(), a.getValue());
            return cmp != 0 ? cmp : a.getKey().compareTo(b.getKey());
        });
        System.out.println("Top 5:");
        for (int i = 0; i < 5 && i < sorted.size(); i++) {
            Map.Entry<String, Integer> e = sorted.get(i);
            System.out.println("  " + (i + 1) + ". " + e.getKey() + " = " + e.getValue());
        }

        int total = freq.values().stream().mapToInt(Integer::intValue).sum();
        System.out.println("Total words: " + total);
        String longest = freq.keySet().stream().reduce("", (a, b) -> b.length() > a.length() ? b : a);
        System.out.println("Longest word: " + longest);
        System.out.println("Map: " + freq);
    }
}
