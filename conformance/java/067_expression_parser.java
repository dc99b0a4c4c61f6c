import java.util.List;

class Program {
    public static void main(String[] args) {
        List<String> inputs = List.of(
                "1 + 2 * 3",
                "(1 + 2) * 3",
                "10 / 4",
                "2 ^ 3 ^ 2",
                "-(4 - 6) * 2.5",
                "3 + 4 * 2 / (1 - 5) ^ 2",
                "((7))",
                "8 / (3 - 3)",
                "2 * (3 + ",
                "4 $ 4");
        for (String in : inputs) {
            try {
                double v = new Parser(in).parse();
                System.out.printf("%-26s = %s%n", in, v);
            } catch (IllegalArgumentException e) {
                System.out.printf("%-26s ! %s%n", in, e.getMessage());
            }
        }
    }
}

class Parser {
    private final String src;
    private int pos = 0;

    Parser(String src) { this.src = src.replace(" ", ""); }

    double parse() {
        double v = expression();
        if (pos < src.length()) throw new IllegalArgumentException("unexpected '" + src.charAt(pos) + "' at " + pos);
        return v;
    }

    private double expression() {
        double v = term();
        while (pos < src.length() && (peek() == '+' || peek() == '-')) {
            char op = src.charAt(pos++);
            double r = term();
            v = op == '+' ? v + r : v - r;
        }
        return v;
    }

    private double term() {
        double v = factor();
        while (pos < src.length() && (peek() == '*' || peek() == '/')) {
            char op = src.charAt(pos++);
            double r = factor();
            v = op == '*' ? v * r : v / r;
        }
        return v;
    }

    private double factor() {
        double base = unary();
        if (pos < src.length() && peek() == '^') {
            pos++;
            return Math.pow(base, factor());
        }
        return base;
    }

    private double unary() {
        if (pos < src.length() && peek() == '-') {
            pos++;
            return -unary();
        }
        return primary();
    }

    private double primary() {
        if (pos >= src.length()) throw new IllegalArgumentException("unexpected end of input");
        if (peek() == '(') {
            pos++;
            double v = expression();
            if (pos >= src.length() || peek() != ')') throw new IllegalArgumentException("missing ')'");
            pos++;
            return v;
        }
        int start = pos;
        while (pos < src.length() && (Character.isDigit(peek()) || peek() == '.')) pos++;
        if (start == pos) throw new IllegalArgumentException("unexpected '" + peek() + "' at " + pos);
        return Double.parseDouble(src.substring(start, pos));
    }

    private char peek() { return src.charAt(pos); }
}
