import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;

class Program {
    static final Map<String, Integer> PRECEDENCE = Map.of("+", 1, "-", 1, "*", 2, "/", 2, "%", 2);

    static List<String> toRpn(String infix) {
        List<String> out = new ArrayList<>();
        Deque<String> ops = new ArrayDeque<>();
        for (String tok : infix.split(" ")) {
            if (tok.matches("-?\\d+")) {
                out.add(tok);
            } else if (tok.equals("(")) {
                ops.push(tok);
            } else if (tok.equals(")")) {
                while (!ops.peek().equals("(")) out.add(ops.pop());
                ops.pop();
            } else {
                while (!ops.isEmpty() && !ops.peek().equals("(") && PRECEDENCE.get(ops.peek()) >= PRECEDENCE.get(tok)) {
                    out.add(ops.pop());
                }
                ops.push(tok);
            }
        }
        while (!ops.isEmpty()) out.add(ops.pop());
        return out;
    }

    static long evalRpn(List<String> tokens) {
        Deque<Long> stack = new ArrayDeque<>();
        for (String t : tokens) {
            switch (t) {
                case "+" -> stack.push(stack.pop() + stack.pop());
                case "*" -> stack.push(stack.pop() * stack.pop());
                case "-" -> {
                    long b = stack.pop(), a = stack.pop();
                    stack.push(a - b);
                }
                case "/" -> {
                    long b = stack.pop(), a = stack.pop();
                    stack.push(a / b);
                }
                case "%" -> {
                    long b = stack.pop(), a = stack.pop();
                    stack.push(a % b);
                }
                default -> stack.push(Long.parseLong(t));
            }
        }
        if (stack.size() != 1) throw new IllegalStateException("malformed expression, stack=" + stack);
        return stack.pop();
    }

    public static void main(String[] args) {
        String[] exprs = {
                "3 + 4 * 2",
                "( 3 + 4 ) * 2",
                "100 / 7 % 4",
                "-7 / 2",
                "2 * ( 3 + 4 ) * ( 5 - 1 )",
                "1 - 2 - 3",
                "1000000 * 1000000",
        };
        for (String e : exprs) {
            List<String> rpn = toRpn(e);
            System.out.printf("%-28s RPN: %-26s = %d%n", e, String.join(" ", rpn), evalRpn(rpn));
        }
        try {
            evalRpn(List.of("1", "2"));
        } catch (IllegalStateException ex) {
            System.out.println("error: " + ex.getMessage());
        }
        try {
            evalRpn(List.of("1", "+"));
        } catch (java.util.NoSuchElementException ex) {
            System.out.println("error: stack underflow");
        }
    }
}
