import java.util.LinkedHashMap;
import java.util.Map;

class Program {
    private static final int[] VALUES = {1000, 900, 500, 400, 100, 90, 50, 40, 10, 9, 5, 4, 1};
    private static final String[] SYMBOLS = {"M", "CM", "D", "CD", "C", "XC", "L", "XL", "X", "IX", "V", "IV", "I"};

    static String toRoman(int n) {
        if (n <= 0 || n >= 4000) throw new IllegalArgumentException("out of range: " + n);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < VALUES.length; i++) {
            while (n >= VALUES[i]) {
                sb.append(SYMBOLS[i]);
                n -= VALUES[i];
            }
        }
        return sb.toString();
    }

    static int fromRoman(String s) {
        Map<Character, Integer> map = new LinkedHashMap<>();
        map.put('I', 1); map.put('V', 5); map.put('X', 10); map.put('L', 50);
        map.put('C', 100); map.put('D', 500); map.put('M', 1000);
        int total = 0;
        for (int i = 0; i < s.length(); i++) {
            int v = map.get(s.charAt(i));
            if (i + 1 < s.length() && v < map.get(s.charAt(i + 1))) {
                total -= v;
            } else {
                total += v;
            }
        }
        return total;
    }

    public static void main(String[] args) {
        int[] samples = {1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999, 444, 1666};
        for (int n : samples) {
            String r = toRoman(n);
            System.out.printf("%5d -> %-12s -> %d%n", n, r, fromRoman(r));
        }
        boolean allOk = true;
        int longestN = 0;
        for (int n = 1; n < 4000; n++) {
            String r = toRoman(n);
            if (fromRoman(r) != n) allOk = false;
            if (r.length() > toRoman(Math.max(1, longestN)).length()) longestN = n;
        }
        System.out.println("Round trip 1..3999 ok: " + allOk);
        System.out.println("Longest numeral: " + longestN + " = " + toRoman(longestN));
        for (String s : new String[]{"MCMXC", "XLII", "MMXXV", "IIII"}) {
            System.out.println(s + " = " + fromRoman(s));
        }
        try {
            toRoman(0);
        } catch (IllegalArgumentException e) {
            System.out.println("Error: " + e.getMessage());
        }
    }
}
