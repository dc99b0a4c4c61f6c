import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

class Program {
    static String signature(String word) {
        char[] cs = word.toLowerCase().toCharArray();
        Arrays.sort(cs);
        return new String(cs);
    }

    static boolean areAnagrams(String a, String b) {
        int[] counts = new int[26];
        String x = a.toLowerCase().replaceAll("[^a-z]", "");
        String y = b.toLowerCase().replaceAll("[^a-z]", "");
        if (x.length() != y.length()) return false;
        for (int i = 0; i < x.length(); i++) {
            counts[x.charAt(i) - 'a']++;
            counts[y.charAt(i) - 'a']--;
        }
        for (int c : counts) if (c != 0) return false;
        return true;
    }

    public static void main(String[] args) {
        List<String> words = List.of("listen", "silent", "enlist", "google", "gooegl", "cat", "act", "tac",
                "dog", "god", "inlets", "banana", "tinsel", "odg");
        Map<String, List<String>> groups = new TreeMap<>();
        for (String w : words) {
            groups.computeIfAbsent(signature(w), k -> new ArrayList<>()).add(w);
        }
        for (Map.Entry<String, List<String>> e : groups.entrySet()) {
            System.out.printf("%-8s -> %s%n", e.getKey(), e.getValue());
        }
        List<String> largest = groups.values().stream().max((a, b) -> a.size() - b.size()).orElse(List.of());
        System.out.println("Largest group: " + largest);
        long singles = groups.values().stream().filter(g -> g.size() == 1).count();
        System.out.println("Words without anagram partner: " + singles);

        String[][] pairs = {{"Dormitory", "Dirty room"}, {"The eyes", "They see"}, {"Hello", "World"},
                {"Astronomer", "Moon starer"}, {"abc", "abcd"}};
        for (String[] p : pairs) {
            System.out.println("\"" + p[0] + "\" vs \"" + p[1] + "\": " + areAnagrams(p[0], p[1]));
        }
    }
}
