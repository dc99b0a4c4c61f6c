import java.util.List;

class Program {
    static String encode(String s) {
        if (s.isEmpty()) return "";
        StringBuilder sb = new StringBuilder();
        char prev = s.charAt(0);
        int count = 1;
        for (int i = 1; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == prev) {
                count++;
            } else {
                sb.append(count).append(prev);
                prev = c;
                count = 1;
            }
        }
        sb.append(count).append(prev);
        return sb.toString();
    }

    static String decode(String s) {
        StringBuilder out = new StringBuilder();
        int num = 0;
        for (char c : s.toCharArray()) {
            if (Character.isDigit(c)) {
                num = num * 10 + (c - '0');
            } else {
                out.append(String.valueOf(c).repeat(num));
                num = 0;
            }
        }
        return out.toString();
    }

    static String compressIfShorter(String s) {
        String enc = encode(s);
        return enc.length() < s.length() ? enc : s;
    }

    static String lookAndSay(String s) {
        return encode(s);
    }

    public static void main(String[] args) {
        List<String> inputs = List.of("AAAABBBCCDAA", "abc", "", "zzzzzzzzzzzzzzz", "aabcccccaaa", "WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW");
        for (String in : inputs) {
            String enc = encode(in);
            String dec = decode(enc);
            System.out.printf("'%s'%n   -> '%s' (ratio %.2f) roundtrip=%b shorter='%s'%n",
                    in, enc, in.isEmpty() ? 0.0 : (double) enc.length() / in.length(), dec.equals(in), compressIfShorter(in));
        }
        String term = "1";
        for (int i = 1; i <= 10; i++) {
            System.out.println("look-and-say " + i + ": " + term);
            term = lookAndSay(term);
        }
        System.out.println("term 11 length: " + term.length());
    }
}
