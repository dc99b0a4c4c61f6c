import java.util.List;

class Program {
    static boolean isPalindrome(String s) {
        String cleaned = s.toLowerCase().replaceAll("[^a-z0-9]", "");
        int i = 0, j = cleaned.length() - 1;
        while (i < j) {
            if (cleaned.charAt(i++) != cleaned.charAt(j--)) {
                return false;
            }
        }
        return true;
    }

    static String longestPalindromicSubstring(String s) {
        int bestStart = 0, bestLen = 0;
        for (int center = 0; center < s.length(); center++) {
            for (int odd = 0; odd <= 1; odd++) {
                int lo = center, hi = center + odd;
                while (lo >= 0 && hi < s.length() && s.charAt(lo) == s.charAt(hi)) {
                    lo--;
                    hi++;
                }
                int len = hi - lo - 1;
                if (len > bestLen) {
                    bestLen = len;
                    bestStart = lo + 1;
                }
            }
        }
        return s.substring(bestStart, bestStart + bestLen);
    }

    public static void main(String[] args) {
        List<String> inputs = List.of(
                "racecar",
                "A man, a plan, a canal: Panama",
                "hello",
                "Was it a car or a cat I saw?",
                "No lemon, no melon",
                "12321",
                "",
                "ab");
        for (String in : inputs) {
            System.out.printf("%-32s -> %s%n", "\"" + in + "\"", isPalindrome(in) ? "palindrome" : "not a palindrome");
        }
        System.out.println();
        for (String s : List.of("babad", "cbbd", "forgeeksskeegfor", "abacdfgdcaba", "x")) {
            System.out.println("Longest palindrome in " + s + ": " + longestPalindromicSubstring(s));
        }
        int count = 0;
        for (int n = 100; n < 1000; n++) {
            String str = Integer.toString(n);
            if (new StringBuilder(str).reverse().toString().equals(str)) {
                count++;
            }
        }
        System.out.println("3-digit palindromic numbers: " + count);
    }
}
