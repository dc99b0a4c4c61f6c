import java.util.LinkedHashMap;
import java.util.Map;

class Program {
    static char firstNonRepeating(String s) {
        Map<Character, Integer> counts = new LinkedHashMap<>();
        for (char c : s.toCharArray()) counts.merge(c, 1, Integer::sum);
        for (Map.Entry<Character, Integer> e : counts.entrySet()) {
            if (e.getValue() == 1) return e.getKey();
        }
        return '_';
    }

    static boolean allUnique(String s) {
        boolean[] seen = new boolean[128];
        for (char c : s.toCharArray()) {
            if (seen[c]) return false;
            seen[c] = true;
        }
        return true;
    }

    static boolean isRotation(String a, String b) {
        return a.length() == b.length() && (a + a).contains(b);
    }

    static String longestUniqueSubstring(String s) {
        int[] last = new int[128];
        java.util.Arrays.fill(last, -1);
        int start = 0, bestStart = 0, bestLen = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (last[c] >= start) start = last[c] + 1;
            last[c] = i;
            if (i - start + 1 > bestLen) {
                bestLen = i - start + 1;
                bestStart = start;
            }
        }
        return s.substring(bestStart, bestStart + bestLen);
    }

    static String reverseWords(String s) {
        String[] words = s.trim().split("\\s+");
        StringBuilder sb = new StringBuilder();
        for (int i = words.length - 1; i >= 0; i--) {
            sb.append(words[i]);
            if (i > 0) sb.append(' ');
        }
        return sb.toString();
    }

    static int countVowels(String s) {
        int n = 0;
        for (char c : s.toLowerCase().toCharArray()) if ("aeiou".indexOf(c) >= 0) n++;
        return n;
    }

    public static void main(String[] args) {
        String[] samples = {"swiss", "leetcode", "aabbcc", "programming", "abcdef", "abcabcbb", "pwwkew"};
        for (String s : samples) {
            System.out.printf("%-12s firstUnique=%c allUnique=%-5b longestUnique=%-8s vowels=%d%n",
                    s, firstNonRepeating(s), allUnique(s), longestUniqueSubstring(s), countVowels(s));
        }
        System.out.println("rotation waterbottle/erbottlewat: " + isRotation("waterbottle", "erbottlewat"));
        System.out.println("rotation hello/lohel: " + isRotation("hello", "lohel"));
        System.out.println("rotation hello/olleh: " + isRotation("hello", "olleh"));
        System.out.println("reverse words: '" + reverseWords("  the sky   is blue ") + "'");
        String s = "Hello World";
        System.out.println("toggled: " + s.chars().map(c -> Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c))
                .collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append));
        System.out.println("count 'l': " + (s.length() - s.replace("l", "").length()));
    }
}
