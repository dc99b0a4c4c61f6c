import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

class Program {
    public static void main(String[] args) {
        String text = "Streams make character processing concise, don't they? 42 times!";
        System.out.println("text: " + text);
        System.out.println("length: " + text.length());
        System.out.println("letters: " + text.chars().filter(Character::isLetter).count());
        System.out.println("digits: " + text.chars().filter(Character::isDigit).count());
        System.out.println("uppercase: " + text.chars().filter(Character::isUpperCase).count());
        System.out.println("spaces: " + text.chars().filter(c -> c == ' ').count());
        System.out.println("sum of code points: " + text.chars().sum());
        System.out.println("max char: " + (char) text.chars().max().getAsInt());

        String vowelsRemoved = text.chars()
                .filter(c -> "aeiouAEIOU".indexOf(c) < 0)
                .mapToObj(c -> String.valueOf((char) c))
                .collect(Collectors.joining());
        System.out.println("no vowels: " + vowelsRemoved);

        String reversed = new StringBuilder(text).reverse().toString();
        System.out.println("reversed: " + reversed);

        Map<Character, Long> freq = text.toLowerCase().chars()
                .filter(Character::isLetter)
                .mapToObj(c -> (char) c)
                .collect(Collectors.groupingBy(c -> c, TreeMap::new, Collectors.counting()));
        System.out.println("frequency: " + freq);

        String distinct = text.toLowerCase().chars().filter(Character::isLetter).distinct().sorted()
                .collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append).toString();
        System.out.println("distinct letters: " + distinct);

        String alternating = java.util.stream.IntStream.range(0, text.length())
                .mapToObj(i -> i % 2 == 0 ? Character.toUpperCase(text.charAt(i)) : Character.toLowerCase(text.charAt(i)))
                .map(String::valueOf)
                .collect(Collectors.joining());
        System.out.println("alternating: " + alternating);

        int digitSum = text.chars().filter(Character::isDigit).map(c -> c - '0').sum();
        System.out.println("digit sum: " + digitSum);
        boolean pangram = "The quick brown fox jumps over the lazy dog".toLowerCase().chars()
                .filter(Character::isLetter).distinct().count() == 26;
        System.out.println("pangram: " + pangram);
        System.out.println("codePoints == chars for ASCII: " + (text.codePoints().count() == text.chars().count()));
        System.out.println("first repeated char: " + firstRepeated(text));
    }

    static char firstRepeated(String s) {
        boolean[] seen = new boolean[128];
        for (char c : s.toCharArray()) {
            if (c < 128 && seen[c]) return c;
            if (c < 128) seen[c] = true;
        }
        return '?';
    }
}
