import java.util.ArrayList;
import java.util.List;
import java.util.Map;

class Program {
    static String describe(Object o) {
        if (o instanceof Integer i && i > 100) {
            return "big integer " + i;
        } else if (o instanceof Integer i) {
            return "integer " + i + " squared " + (i * i);
        } else if (o instanceof String s && !s.isEmpty()) {
            return "string of length " + s.length() + " upper " + s.toUpperCase();
        } else if (o instanceof String) {
            return "empty string";
        } else if (o instanceof Double d) {
            return String.format("double %.3f", d);
        } else if (o instanceof List<?> list) {
            return "list with " + list.size() + " elements, first " + (list.isEmpty() ? "none" : list.get(0));
        } else if (o instanceof Map<?, ?> m) {
            return "map with keys " + m.keySet();
        } else if (o instanceof int[] arr) {
            int sum = 0;
            for (int v : arr) sum += v;
            return "int array sum " + sum;
        } else if (o instanceof Shape shape) {
            return shape.getClass().getSimpleName() + " with area " + String.format("%.2f", shape.area());
        } else if (o == null) {
            return "null!";
        }
        return "unknown " + o;
    }

    public static void main(String[] args) {
        List<Object> things = new ArrayList<>();
        things.add(7);
        things.add(1000);
        things.add("hello");
        things.add("");
        things.add(2.71828);
        things.add(List.of("x", "y"));
        things.add(List.of());
        things.add(Map.of("only", 1));
        things.add(new int[]{1, 2, 3, 4});
        things.add(new Circle(1.5));
        things.add(new Square(3));
        things.add(null);
        things.add('c');
        for (Object o : things) {
            System.out.println(describe(o));
        }
        Object maybe = "pattern";
        if (!(maybe instanceof String str)) {
            System.out.println("not a string");
            return;
        }
        System.out.println("after negated check: " + str.charAt(0));
        Shape s = new Square(2);
        System.out.println("null instanceof: " + (null instanceof Object));
        System.out.println("square is shape: " + (s instanceof Square sq && sq.side() == 2));
    }
}

interface Shape {
    double area();
}

record Circle(double radius) implements Shape {
    public double area() { return Math.PI * radius * radius; }
}

record Square(double side) implements Shape {
    public double area() { return side * side; }
}
