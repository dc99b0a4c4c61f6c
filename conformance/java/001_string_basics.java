class Program {
    public static void main(String[] args) {
        String raw = "   Hello, World!   ";
        System.out.println("[" + raw + "]");
        System.out.println("strip:         [" + raw.strip() + "]");
        System.out.println("stripLeading:  [" + raw.stripLeading() + "]");
        System.out.println("stripTrailing: [" + raw.stripTrailing() + "]");
        System.out.println("trim:          [" + raw.trim() + "]");

        String s = raw.strip();
        System.out.println("length = " + s.length());
        System.out.println("upper = " + s.toUpperCase());
        System.out.println("lower = " + s.toLowerCase());
        System.out.println("charAt(4) = " + s.charAt(4));
        System.out.println("indexOf('o') = " + s.indexOf('o'));
        System.out.println("lastIndexOf('o') = " + s.lastIndexOf('o'));
        System.out.println("substring(7) = " + s.substring(7));
        System.out.println("substring(0, 5) = " + s.substring(0, 5));
        System.out.println("contains World? " + s.contains("World"));
        System.out.println("startsWith Hell? " + s.startsWith("Hell"));
        System.out.println("endsWith ?: " + s.endsWith("?"));
        System.out.println("replace: " + s.replace('l', 'L'));
        System.out.println("replaceAll: " + s.replaceAll("[aeiou]", "*"));

        System.out.println("repeat: " + "ab".repeat(4));
        System.out.println("blank? " + "   ".isBlank() + ", empty? " + "   ".isEmpty());
        System.out.println("equalsIgnoreCase: " + "JAVA".equalsIgnoreCase("java"));
        System.out.println("compareTo: " + "apple".compareTo("banana"));
        System.out.println("compareTo: " + "pear".compareTo("peach"));
        System.out.println("valueOf: " + String.valueOf(42) + String.valueOf(3.5) + String.valueOf(true));
        char[] letters = {'j', 'a', 'v', 'a'};
        System.out.println("from chars: " + String.valueOf(letters) + " / " + new String(letters, 1, 2));
        System.out.println("concat: " + "foo".concat("bar"));
        System.out.println("intern same? " + ("hel" + "lo").equals("hello"));
    }
}
