class Program {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder("Hello World");
        System.out.println("start: " + sb + " (length " + sb.length() + ")");

        sb.insert(5, ",");
        System.out.println("insert: " + sb);
        sb.append('!').append(123).append(4.5).append(true);
        System.out.println("append: " + sb);
        sb.deleteCharAt(sb.length() - 1);
        System.out.println("deleteCharAt: " + sb);
        sb.delete(12, sb.length());
        System.out.println("delete: " + sb);
        sb.replace(0, 5, "Howdy");
        System.out.println("replace: " + sb);
        sb.setCharAt(0, 'h');
        System.out.println("setCharAt: " + sb);
        sb.reverse();
        System.out.println("reverse: " + sb);
        sb.reverse();
        System.out.println("indexOf World: " + sb.indexOf("World"));
        System.out.println("charAt 7: " + sb.charAt(7));
        sb.insert(0, 42).insert(0, ' ').insert(0, "#");
        System.out.println("inserts: " + sb);
        sb.setLength(4);
        System.out.println("setLength: [" + sb + "]");

        StringBuilder row = new StringBuilder();
        for (int i = 1; i <= 10; i++) {
            if (row.length() > 0) {
                row.append(", ");
            }
            row.append(i * i);
        }
        System.out.println("squares: " + row);

        String word = "programming";
        StringBuilder dedup = new StringBuilder();
        for (char c : word.toCharArray()) {
            if (dedup.indexOf(String.valueOf(c)) < 0) {
                dedup.append(c);
            }
        }
        System.out.println("dedup of " + word + ": " + dedup);

        StringBuilder stripped = new StringBuilder("a-b-c-d-e");
        for (int i = stripped.length() - 1; i >= 0; i--) {
            if (stripped.charAt(i) == '-') {
                stripped.deleteCharAt(i);
            }
        }
        System.out.println("no dashes: " + stripped);
        System.out.println("equals content? " + stripped.toString().equals("abcde"));
        System.out.println("compareTo: " + new StringBuilder("abc").compareTo(new StringBuilder("abd")));
    }
}
