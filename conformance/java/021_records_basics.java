import java.util.HashSet;
import java.util.List;
import java.util.Set;

class Program {
    public static void main(String[] args) {
        Point p1 = new Point(3, 4);
        Point p2 = new Point(3, 4);
        Point p3 = new Point(-1, 7);
        System.out.println("p1 = " + p1);
        System.out.println("p3 = " + p3);
        System.out.println("p1.equals(p2) = " + p1.equals(p2));
        System.out.println("p1 == p2 = " + (p1 == p2));
        System.out.println("hashCodes equal = " + (p1.hashCode() == p2.hashCode()));
        System.out.println("p1.equals(p3) = " + p1.equals(p3));
        System.out.println("p1.x() = " + p1.x() + ", p1.y() = " + p1.y());
        System.out.println("distance p1-p3 = " + p1.distanceTo(p3));
        System.out.println("p1 translated = " + p1.translate(10, -10));
        System.out.println("origin = " + Point.ORIGIN + ", p1 from origin " + Point.ORIGIN.distanceTo(p1));

        Set<Point> set = new HashSet<>(List.of(p1, p3));
        System.out.println("set contains p2? " + set.contains(p2) + ", size " + set.size());

        Person alice = new Person("Alice", 34, List.of("reading", "chess"));
        Person bob = new Person("Bob", 28, List.of());
        System.out.println(alice);
        System.out.println(bob);
        System.out.println(alice.name() + " has " + alice.hobbies().size() + " hobbies");
        System.out.println(new Person("Alice", 34, List.of("reading", "chess")).equals(alice));

        Pair<String, Double> pair = new Pair<>("pi", 3.14159);
        System.out.println(pair + " first=" + pair.first() + " second=" + pair.second());
        Range r = new Range(2, 9);
        System.out.println(r + " length " + r.length() + " contains 5? " + r.contains(5) + " contains 9? " + r.contains(9));
        Wrapper w = new Wrapper(null, 0.0, 'c', false);
        System.out.println(w);
        System.out.println(w.equals(new Wrapper(null, -0.0, 'c', false)));
    }
}

record Point(int x, int y) {
    static final Point ORIGIN = new Point(0, 0);

    double distanceTo(Point other) {
        int dx = x - other.x, dy = y - other.y;
        return Math.sqrt(dx * dx + dy * dy);
    }

    Point translate(int dx, int dy) {
        return new Point(x + dx, y + dy);
    }
}

record Person(String name, int age, List<String> hobbies) {}

record Pair<A, B>(A first, B second) {}

record Range(int lo, int hi) {
    int length() { return hi - lo; }
    boolean contains(int v) { return v >= lo && v < hi; }
}

record Wrapper(String label, double value, char tag, boolean flag) {}
