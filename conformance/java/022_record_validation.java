import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

class Program {
    public static void main(String[] args) {
        List<Object[]> attempts = List.of(
                new Object[]{"alice@example.com", 25},
                new Object[]{"bob-at-example.com", 30},
                new Object[]{"carol@example.com", -3},
                new Object[]{"  dave@example.com  ", 41},
                new Object[]{null, 20});
        List<User> users = new ArrayList<>();
        for (Object[] a : attempts) {
            try {
                User u = new User((String) a[0], (Integer) a[1]);
                users.add(u);
                System.out.println("created " + u);
            } catch (IllegalArgumentException e) {
                System.out.println("rejected: " + e.getMessage());
            } catch (NullPointerException e) {
                System.out.println("rejected (null): " + e.getMessage());
            }
        }
        System.out.println("valid users: " + users.size());
        users.forEach(u -> System.out.println(" - " + u.email() + " adult=" + u.isAdult()));

        Temperature t = new Temperature(36.6);
        System.out.println(t + " -> " + t.toFahrenheit() + "F");
        try {
            new Temperature(-300);
        } catch (IllegalArgumentException e) {
            System.out.println("bad temperature: " + e.getMessage());
        }
        Fraction f = new Fraction(6, -8);
        System.out.println("6/-8 normalized: " + f);
        System.out.println("1/2 + 1/3 = " + new Fraction(1, 2).plus(new Fraction(1, 3)));
        System.out.println("equal after normalization: " + new Fraction(2, 4).equals(new Fraction(1, 2)));
    }
}

record User(String email, int age) {
    User {
        Objects.requireNonNull(email, "email must not be null");
        email = email.strip();
        if (!email.contains("@")) {
            throw new IllegalArgumentException("invalid email: " + email);
        }
        if (age < 0) {
            throw new IllegalArgumentException("age must be non-negative, got " + age);
        }
    }

    boolean isAdult() {
        return age >= 18;
    }
}

record Temperature(double celsius) {
    Temperature {
        if (celsius < -273.15) throw new IllegalArgumentException("below absolute zero: " + celsius);
    }

    double toFahrenheit() {
        return celsius * 9 / 5 + 32;
    }
}

record Fraction(int num, int den) {
    Fraction {
        if (den == 0) throw new IllegalArgumentException("zero denominator");
        int g = gcd(Math.abs(num), Math.abs(den));
        if (den < 0) { num = -num; den = -den; }
        num /= g;
        den /= g;
    }

    static int gcd(int a, int b) { return b == 0 ? Math.max(a, 1) : gcd(b, a % b); }

    Fraction plus(Fraction o) { return new Fraction(num * o.den + o.num * den, den * o.den); }

    @Override
    public String toString() { return num + "/" + den; }
}
