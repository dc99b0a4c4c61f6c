import java.util.Arrays;
import java.util.List;
import java.util.StringJoiner;

class Program {
    public static void main(String[] args) {
        String csv = "alice,30,engineer,,berlin,";
        String[] parts = csv.split(",");
        System.out.println("split: " + parts.length + " " + Arrays.toString(parts));
        String[] keepTrailing = csv.split(",", -1);
        System.out.println("split -1: " + keepTrailing.length + " " + Arrays.toString(keepTrailing));
        String[] limited = csv.split(",", 3);
        System.out.println("split 3: " + Arrays.toString(limited));

        String messy = "  one   two\tthree \n four  ";
        System.out.println("whitespace split: " + Arrays.toString(messy.strip().split("\\s+")));
        System.out.println("dot split: " + Arrays.toString("a.b.c".split("\\.")));
        System.out.println("pipe split: " + Arrays.toString("x|y||z".split("\\|")));
        System.out.println("chars split: " + Arrays.toString("abc".split("")));

        List<String> fruits = List.of("apple", "banana", "cherry");
        System.out.println("join: " + String.join(", ", fruits));
        System.out.println("join varargs: " + String.join("-", "2024", "01", "15"));
        System.out.println("join empty: [" + String.join(",", List.of()) + "]");

        StringJoiner joiner = new StringJoiner(", ", "{", "}");
        joiner.setEmptyValue("EMPTY");
        System.out.println("joiner empty: " + joiner);
        for (String f : fruits) {
            joiner.add(f.toUpperCase());
        }
        System.out.println("joiner: " + joiner + " length " + joiner.length());

        String sentence = "the rain in spain stays mainly in the plain";
        String[] words = sentence.split(" ");
        StringBuilder capitalized = new StringBuilder();
        for (String w : words) {
            capitalized.append(Character.toUpperCase(w.charAt(0))).append(w.substring(1)).append(' ');
        }
        System.out.println("title case: " + capitalized.toString().trim());
        String[] reversed = new String[words.length];
        for (int i = 0; i < words.length; i++) {
            reversed[i] = words[words.length - 1 - i];
        }
        System.out.println("reversed words: " + String.join(" ", reversed));

        String kv = "host=localhost;port=8080;debug=true";
        for (String pair : kv.split(";")) {
            String[] p = pair.split("=", 2);
            System.out.printf("  %s => %s%n", p[0], p[1]);
        }
    }
}
