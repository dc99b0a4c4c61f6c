class Program {
    public static void main(String[] args) {
        String sample = "Hello World 2024! _x$ \tTab";
        int letters = 0, digits = 0, spaces = 0, upper = 0, lower = 0, other = 0;
        for (char c : sample.toCharArray()) {
            if (Character.isLetter(c)) {
                letters++;
                if (Character.isUpperCase(c)) upper++;
                if (Character.isLowerCase(c)) lower++;
            } else if (Character.isDigit(c)) {
                digits++;
            } else if (Character.isWhitespace(c)) {
                spaces++;
            } else {
                other++;
            }
        }
        System.out.println("Input: \"" + sample + "\"");
        System.out.printf("letters=%d digits=%d whitespace=%d upper=%d lower=%d other=%d%n",
                letters, digits, spaces, upper, lower, other);

        char[] probes = {'a', 'Z', '5', ' ', '_', '$', '\n', '-', '9'};
        for (char c : probes) {
            String shown = c == '\n' ? "\\n" : String.valueOf(c);
            System.out.printf("'%s' letter=%b digit=%b letterOrDigit=%b alpha=%b ws=%b javaStart=%b code=%d%n",
                    shown, Character.isLetter(c), Character.isDigit(c), Character.isLetterOrDigit(c),
                    Character.isAlphabetic(c), Character.isWhitespace(c), Character.isJavaIdentifierStart(c), (int) c);
        }

        System.out.println(Character.toUpperCase('q') + " " + Character.toLowerCase('Q') + " " + Character.toChars(97)[0]);
        System.out.println(Character.isUpperCase('\u00C9') + " " + (int) Character.toLowerCase('\u00C9'));
        System.out.println(Character.getNumericValue('z') + " " + Character.getNumericValue('?'));
        System.out.println(Character.MAX_VALUE + 0);
        System.out.println(Character.valueOf('x').compareTo('a'));
        System.out.println(Character.toString(66) + Character.toString('C'));

        String password = "Secr3t_Pass";
        boolean hasUpper = password.chars().anyMatch(Character::isUpperCase);
        boolean hasLower = password.chars().anyMatch(Character::isLowerCase);
        boolean hasDigit = password.chars().anyMatch(Character::isDigit);
        boolean hasSymbol = password.chars().anyMatch(ch -> !Character.isLetterOrDigit(ch));
        System.out.println("Password strong? " + (hasUpper && hasLower && hasDigit && hasSymbol && password.length() >= 8));

        StringBuilder swapped = new StringBuilder();
        for (char c : "jAVA Is FuN".toCharArray()) {
            swapped.append(Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c));
        }
        System.out.println("swap case: " + swapped);
    }
}
