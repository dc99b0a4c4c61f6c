import java.util.ArrayList;
import java.util.List;

class Program {
    public static void main(String[] args) {
        List<Greeter> greeters = new ArrayList<>();
        greeters.add(Greeter.of("World"));
        greeters.add(new FormalGreeter("Dr. Smith"));
        greeters.add(new PirateGreeter());
        for (Greeter g : greeters) {
            System.out.println(g.greet());
        }
        System.out.println(greeters.get(0).greetTimes(3));
        System.out.println(greeters.get(2).greetTimes(2));

        Service svc = new Service();
        System.out.println(svc.log("started"));
        System.out.println(svc.describe());

        Counter c = new Counter();
        for (int i = 0; i < 4; i++) c.increment();
        c.incrementBy(10);
        System.out.println("counter = " + c.value() + ", isZero? " + c.isZero());
    }
}

interface Greeter {
    String name();

    default String greet() {
        return "Hello, " + name() + "!";
    }

    default String greetTimes(int n) {
        return (greet() + " ").repeat(n).trim();
    }

    static Greeter of(String name) {
        return () -> name;
    }
}

interface Logger {
    default String log(String msg) {
        return "[LOG] " + msg;
    }
}

interface Auditor {
    default String log(String msg) {
        return "[AUDIT] " + msg;
    }
}

class FormalGreeter implements Greeter {
    private final String title;

    FormalGreeter(String title) { this.title = title; }

    public String name() { return title; }

    @Override
    public String greet() { return "Good evening, " + name() + "."; }
}

class PirateGreeter implements Greeter {
    public String name() { return "matey"; }

    @Override
    public String greet() { return "Ahoy, " + name() + "!"; }
}

class Service implements Logger, Auditor {
    @Override
    public String log(String msg) {
        return Logger.super.log(msg) + " | " + Auditor.super.log(msg);
    }

    String describe() { return "Service implementing " + Logger.class.getSimpleName() + " and " + Auditor.class.getSimpleName(); }
}

interface Incrementable {
    void increment();

    default void incrementBy(int n) {
        for (int i = 0; i < n; i++) increment();
    }
}

class Counter implements Incrementable {
    private int count;

    public void increment() { count++; }

    int value() { return count; }

    boolean isZero() { return count == 0; }
}
