import java.util.HashSet;
import java.util.Objects;
import java.util.Set;

class Program {
    public static void main(String[] args) {
        System.out.println("-- creating first Child --");
        Child c1 = new Child("first");
        System.out.println("-- creating second Child --");
        Child c2 = new Child("second");
        System.out.println("children created: " + Child.created);

        Money a = new Money("USD", 1050);
        Money b = new Money("USD", 1050);
        Money c = new Money("EUR", 1050);
        System.out.println(a + " equals " + b + ": " + a.equals(b));
        System.out.println(a + " equals " + c + ": " + a.equals(c));
        System.out.println("same hash: " + (a.hashCode() == b.hashCode()));
        Set<Money> wallet = new HashSet<>();
        wallet.add(a);
        wallet.add(b);
        wallet.add(c);
        System.out.println("distinct in wallet: " + wallet.size());

        NoEquals n1 = new NoEquals(5);
        NoEquals n2 = new NoEquals(5);
        System.out.println("without equals override: " + n1.equals(n2) + ", self: " + n1.equals(n1));
        Set<NoEquals> set = new HashSet<>();
        set.add(n1);
        set.add(n2);
        System.out.println("set size without equals: " + set.size());
        System.out.println("Objects.equals(null, null): " + Objects.equals(null, null));
        System.out.println("Objects.hash(1, \"a\"): " + Objects.hash(1, "a"));
        System.out.println("requireNonNullElse: " + Objects.requireNonNullElse(null, "default"));
        System.out.println("toString(null, fallback): " + Objects.toString(null, "none"));
        System.out.println(c1.name + " " + c2.name);
    }
}

class Parent {
    static { System.out.println("Parent static init"); }

    { System.out.println("Parent instance init"); }

    Parent() { System.out.println("Parent constructor"); }
}

class Child extends Parent {
    static int created;
    final String name;

    static { System.out.println("Child static init"); }

    { System.out.println("Child instance init"); }

    Child(String name) {
        this.name = name;
        created++;
        System.out.println("Child constructor: " + name);
    }
}

final class Money {
    private final String currency;
    private final long cents;

    Money(String currency, long cents) { this.currency = currency; this.cents = cents; }

    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        if (!(o instanceof Money m)) return false;
        return cents == m.cents && currency.equals(m.currency);
    }

    @Override
    public int hashCode() { return Objects.hash(currency, cents); }

    @Override
    public String toString() { return String.format("%s %d.%02d", currency, cents / 100, cents % 100); }
}

class NoEquals {
    final int v;

    NoEquals(int v) { this.v = v; }
}
