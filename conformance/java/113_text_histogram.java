import java.util.Map;
import java.util.TreeMap;

class Program {
    public static void main(String[] args) {
        String text = """
                Call me Ishmael. Some years ago, never mind how long precisely, having little or
                no money in my purse, and nothing particular to interest me on shore, I thought
                I would sail about a little and see the watery part of the world.
                """;
        Map<Character, Integer> letters = new TreeMap<>();
        for (char c : text.toLowerCase().toCharArray()) {
            if (c >= 'a' && c <= 'z') letters.merge(c, 1, Integer::sum);
        }
        int max = letters.values().stream().max(Integer::compare).orElse(1);
        System.out.println("Letter frequencies (horizontal):");
        for (Map.Entry<Character, Integer> e : letters.entrySet()) {
            int bar = (int) Math.round(e.getValue() * 40.0 / max);
            System.out.printf("%c %3d |%s%n", e.getKey(), e.getValue(), "=".repeat(bar));
        }

        Map<Integer, Integer> wordLengths = new TreeMap<>();
        for (String w : text.split("[^A-Za-z]+")) {
            if (!w.isEmpty()) wordLengths.merge(w.length(), 1, Integer::sum);
        }
        System.out.println();
        System.out.println("Word length distribution (vertical):");
        int tallest = wordLengths.values().stream().max(Integer::compare).orElse(0);
        for (int level = tallest; level >= 1; level--) {
            StringBuilder row = new StringBuilder(String.format("%2d |", level));
            for (int len : wordLengths.keySet()) {
                row.append(wordLengths.get(len) >= level ? " # " : "   ");
            }
            System.out.println(row.toString().stripTrailing());
        }
        StringBuilder axis = new StringBuilder("   +");
        StringBuilder labels = new StringBuilder("    ");
        for (int len : wordLengths.keySet()) {
            axis.append("---");
            labels.append(String.format("%2d ", len));
        }
        System.out.println(axis);
        System.out.println(labels.toString().stripTrailing());
        int totalWords = wordLengths.values().stream().mapToInt(Integer::intValue).sum();
        double avg = wordLengths.entrySet().stream().mapToDouble(e -> e.getKey() * e.getValue()).sum() / totalWords;
        System.out.printf("%d words, average length %.3f%n", totalWords, avg);
    }
}
