import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

class Program {
    private int counter = 0;
    private static int instances = 0;

    Program() { instances++; }

    class Clicker {
        private final String label;

        Clicker(String label) { this.label = label; }

        void click() {
            counter++;
            System.out.println(label + " clicked, shared counter = " + counter);
        }
    }

    static class Point {
        final int x, y;

        Point(int x, int y) { this.x = x; this.y = y; }

        @Override
        public String toString() { return "(" + x + "," + y + ")"; }
    }

    interface Greeting {
        String greet(String name);
    }

    public static void main(String[] args) {
        Program outer = new Program();
        Program.Clicker a = outer.new Clicker("A");
        Clicker b = outer.new Clicker("B");
        a.click();
        b.click();
        a.click();
        Program other = new Program();
        other.new Clicker("C").click();
        System.out.println("outer counter " + outer.counter + ", other counter " + other.counter + ", instances " + instances);

        List<Point> points = new ArrayList<>(List.of(new Point(3, 1), new Point(1, 2), new Point(2, 2), new Point(1, 1)));
        points.sort(new Comparator<Point>() {
            @Override
            public int compare(Point p, Point q) {
                return p.x != q.x ? Integer.compare(p.x, q.x) : Integer.compare(p.y, q.y);
            }
        });
        System.out.println("sorted with anonymous comparator: " + points);

        Greeting polite = new Greeting() {
            private int calls = 0;

            @Override
            public String greet(String name) {
                calls++;
                return "Good day, " + name + " (call #" + calls + ")";
            }
        };
        System.out.println(polite.greet("Ada"));
        System.out.println(polite.greet("Alan"));

        class LocalAccumulator {
            int total;

            void add(int v) { total += v; }
        }
        LocalAccumulator acc = new LocalAccumulator();
        for (int i = 1; i <= 10; i++) acc.add(i);
        System.out.println("local class total: " + acc.total);

        final String suffix = "!";
        Greeting lambda = name -> "Hi " + name + suffix;
        System.out.println(lambda.greet("Grace"));
        Runnable r = new Runnable() {
            public void run() { System.out.println("anonymous runnable, instances=" + instances); }
        };
        r.run();
    }
}
