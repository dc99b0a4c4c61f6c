import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

class Program {
    public static void main(String[] args) {
        List<Shape> shapes = new ArrayList<>();
        shapes.add(new Circle("c1", 1.0));
        shapes.add(new Rectangle("r1", 3, 4));
        shapes.add(new Triangle("t1", 3, 4, 5));
        shapes.add(new Square("s1", 2.5));
        shapes.add(new Circle("c2", 0.5));

        for (Shape s : shapes) {
            System.out.println(s.describe());
        }
        double totalArea = 0;
        for (Shape s : shapes) totalArea += s.area();
        System.out.printf("Total area: %.3f%n", totalArea);

        shapes.sort(Comparator.comparingDouble(Shape::area));
        System.out.print("By area:");
        for (Shape s : shapes) System.out.print(" " + s.getName());
        System.out.println();

        Shape largestPerimeter = shapes.get(0);
        for (Shape s : shapes) if (s.perimeter() > largestPerimeter.perimeter()) largestPerimeter = s;
        System.out.println("Largest perimeter: " + largestPerimeter.getName());
        System.out.println("Shapes created: " + Shape.count);
        Rectangle sq = new Square("s2", 4);
        System.out.println(sq.describe() + " isSquare=" + sq.isSquare());
    }
}

abstract class Shape {
    static int count = 0;
    private final String name;

    protected Shape(String name) {
        this.name = name;
        count++;
    }

    String getName() { return name; }

    abstract double area();

    abstract double perimeter();

    String describe() {
        return String.format("%-10s %-4s area=%8.3f perimeter=%7.3f", getClass().getSimpleName(), name, area(), perimeter());
    }
}

class Circle extends Shape {
    private final double r;

    Circle(String name, double r) { super(name); this.r = r; }

    double area() { return Math.PI * r * r; }

    double perimeter() { return 2 * Math.PI * r; }
}

class Rectangle extends Shape {
    protected final double w, h;

    Rectangle(String name, double w, double h) { super(name); this.w = w; this.h = h; }

    double area() { return w * h; }

    double perimeter() { return 2 * (w + h); }

    boolean isSquare() { return w == h; }
}

class Square extends Rectangle {
    Square(String name, double side) { super(name, side, side); }

    @Override
    String describe() { return super.describe() + " (side " + w + ")"; }
}

class Triangle extends Shape {
    private final double a, b, c;

    Triangle(String name, double a, double b, double c) { super(name); this.a = a; this.b = b; this.c = c; }

    double perimeter() { return a + b + c; }

    double area() {
        double s = perimeter() / 2;
        return Math.sqrt(s * (s - a) * (s - b) * (s - c));
    }
}
