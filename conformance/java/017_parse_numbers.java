import java.util.List;

class Program {
    static Integer tryParse(String s) {
        try {
            return Integer.parseInt(s.trim());
        } catch (NumberFormatException e) {
            System.out.println("  could not parse '" + s + "': " + e.getMessage());
            return null;
        }
    }

    public static void main(String[] args) {
        System.out.println(Integer.parseInt("42") + Integer.parseInt("-17"));
        System.out.println(Integer.parseInt("+99"));
        System.out.println(Integer.parseInt("ff", 16));
        System.out.println(Integer.parseInt("-1010", 2));
        System.out.println(Integer.parseInt("777", 8));
        System.out.println(Integer.parseInt("zz", 36));
        System.out.println(Integer.valueOf("123").equals(123));
        System.out.println(Long.parseLong("9223372036854775807"));
        System.out.println(Long.parseLong("-9000000000") / 1000);
        System.out.println(Integer.parseUnsignedInt("4294967295"));
        System.out.println(Integer.toUnsignedString(-1));
        System.out.println(Long.valueOf(5L).hashCode());
        System.out.println(Double.parseDouble("3.25") * 2);
        System.out.println(Double.parseDouble("1e-2"));
        System.out.println(Boolean.parseBoolean("TRUE") + " " + Boolean.parseBoolean("yes"));
        System.out.println(Short.parseShort("-300") + Byte.parseByte("12"));
        System.out.println(Integer.decode("0x1F") + " " + Integer.decode("010") + " " + Integer.decode("-#10"));

        System.out.println("Parsing a list:");
        int sum = 0;
        for (String s : List.of("10", " 20 ", "thirty", "40", "", "2147483648", "-5", "3.5")) {
            Integer v = tryParse(s);
            if (v != null) {
                sum += v;
                System.out.println("  parsed " + v);
            }
        }
        System.out.println("Sum of valid numbers: " + sum);

        System.out.println(Integer.MAX_VALUE + " " + Integer.MIN_VALUE);
        System.out.println(Long.MAX_VALUE + " " + Long.MIN_VALUE);
        System.out.println(Integer.compare(3, 7) + " " + Integer.signum(-12) + " " + Integer.sum(3, 4));
        System.out.println(Integer.max(3, 7) + " " + Long.min(-1L, 1L));
        System.out.println(Integer.toString(255, 16) + " " + Integer.toHexString(255).toUpperCase());
        System.out.println(Character.getNumericValue('7') + " " + Character.digit('b', 16) + " " + Character.forDigit(11, 16));
        String number = "1,234,567";
        System.out.println(Integer.parseInt(number.replace(",", "")) * 2);
    }
}
