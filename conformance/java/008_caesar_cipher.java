class Program {
    static String shift(String text, int key) {
        StringBuilder out = new StringBuilder();
        for (char c : text.toCharArray()) {
            if (Character.isUpperCase(c)) {
                out.append((char) ('A' + Math.floorMod(c - 'A' + key, 26)));
            } else if (Character.isLowerCase(c)) {
                out.append((char) ('a' + Math.floorMod(c - 'a' + key, 26)));
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    static String rot13(String s) {
        return shift(s, 13);
    }

    public static void main(String[] args) {
        String message = "The Quick Brown Fox Jumps Over The Lazy Dog!";
        for (int key : new int[]{1, 3, 13, 25, -4, 52}) {
            String enc = shift(message, key);
            String dec = shift(enc, -key);
            System.out.printf("key %3d: %s | roundtrip ok: %b%n", key, enc, dec.equals(message));
        }
        System.out.println("rot13 twice: " + rot13(rot13("Hello")));

        char c = 'a';
        c += 2;
        System.out.println("c after += 2: " + c);
        System.out.println("'a' + 1 = " + ('a' + 1));
        System.out.println("(char)('a' + 1) = " + (char) ('a' + 1));
        System.out.println("'z' - 'a' = " + ('z' - 'a'));
        System.out.println("'7' - '0' = " + ('7' - '0'));
        char next = 'A';
        next++;
        System.out.println("next = " + next);
        System.out.println("char + string: " + 'x' + 'y' + " vs " + ('x' + 'y'));

        StringBuilder alphabet = new StringBuilder();
        for (char ch = 'a'; ch <= 'z'; ch += 5) {
            alphabet.append(ch).append(Character.toUpperCase(ch));
        }
        System.out.println("alphabet sample: " + alphabet);
        int[] counts = new int[26];
        for (char ch : message.toLowerCase().toCharArray()) {
            if (ch >= 'a' && ch <= 'z') counts[ch - 'a']++;
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 26; i++) {
            if (counts[i] > 1) sb.append((char) ('a' + i)).append('=').append(counts[i]).append(' ');
        }
        System.out.println("repeated letters: " + sb.toString().strip());
    }
}
