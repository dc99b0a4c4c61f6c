import java.util.Arrays;

class Program {
    static int sum(int... nums) {
        int s = 0;
        for (int n : nums) s += n;
        return s;
    }

    static String describe(int x) { return "int " + x; }

    static String describe(long x) { return "long " + x; }

    static String describe(double x) { return "double " + x; }

    static String describe(Integer x) { return "Integer " + x; }

    static String describe(Object x) { return "Object " + x; }

    static String describe(String x) { return "String " + x; }

    static String describe(int... xs) { return "varargs " + Arrays.toString(xs); }

    static String join(String sep, Object... parts) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < parts.length; i++) {
            if (i > 0) sb.append(sep);
            sb.append(parts[i]);
        }
        return sb.toString();
    }

    static double average(double first, double... rest) {
        double total = first;
        for (double d : rest) total += d;
        return total / (1 + rest.length);
    }

    static String format(String template, Object... args) {
        return args.length + " args: " + String.format(template, args);
    }

    public static void main(String[] args) {
        System.out.println(sum());
        System.out.println(sum(5));
        System.out.println(sum(1, 2, 3, 4));
        System.out.println(sum(new int[]{10, 20}));

        byte b = 3;
        short s = 4;
        char c = 'A';
        long l = 5L;
        float f = 1.5f;
        System.out.println(describe(7));
        System.out.println(describe(b));
        System.out.println(describe(s));
        System.out.println(describe(c));
        System.out.println(describe(l));
        System.out.println(describe(f));
        System.out.println(describe(Integer.valueOf(8)));
        System.out.println(describe("text"));
        System.out.println(describe((Object) "text"));
        System.out.println(describe(new int[]{1, 2}));
        System.out.println(describe(1, 2));
        System.out.println(describe('x' + 1));
        System.out.println(describe(Boolean.TRUE));

        System.out.println(join(", ", "a", 1, 2.5, 'c', true));
        System.out.println(join("-"));
        System.out.println(average(4));
        System.out.println(average(1, 2, 3, 4));
        System.out.println(format("%s has %d items", "cart", 3));
        System.out.println(format("no args"));
    }
}
