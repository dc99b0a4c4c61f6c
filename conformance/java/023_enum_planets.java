class Program {
    public static void main(String[] args) {
        double earthWeight = 70.0;
        double mass = earthWeight / Planet.EARTH.surfaceGravity();
        System.out.println("Weight of a 70kg (earth) person on each planet:");
        for (Planet p : Planet.values()) {
            System.out.printf("  %-8s #%d  gravity=%6.2f  weight=%7.2f%n",
                    p, p.ordinal(), p.surfaceGravity(), p.surfaceWeight(mass));
        }
        Planet heaviest = Planet.MERCURY;
        for (Planet p : Planet.values()) {
            if (p.getMass() > heaviest.getMass()) heaviest = p;
        }
        System.out.println("Most massive: " + heaviest.name() + " (" + heaviest.getMass() + " kg)");
        System.out.println("valueOf(\"MARS\") = " + Planet.valueOf("MARS"));
        System.out.println("MARS.compareTo(EARTH) = " + Planet.MARS.compareTo(Planet.EARTH));
        System.out.println("Inner planets: " + Planet.innerCount());
        try {
            Planet.valueOf("PLUTO");
        } catch (IllegalArgumentException e) {
            System.out.println("Error: " + e.getMessage());
        }
        for (Coin c : Coin.values()) {
            System.out.println(c + " = " + c.cents + " cents, label " + c.label());
        }
        int total = 0;
        for (Coin c : new Coin[]{Coin.QUARTER, Coin.QUARTER, Coin.DIME, Coin.PENNY}) total += c.cents;
        System.out.println("Pocket: " + total + " cents");
    }
}

enum Planet {
    MERCURY(3.303e+23, 2.4397e6),
    VENUS(4.869e+24, 6.0518e6),
    EARTH(5.976e+24, 6.37814e6),
    MARS(6.421e+23, 3.3972e6),
    JUPITER(1.9e+27, 7.1492e7),
    SATURN(5.688e+26, 6.0268e7),
    URANUS(8.686e+25, 2.5559e7),
    NEPTUNE(1.024e+26, 2.4746e7);

    private static final double G = 6.67300E-11;
    private final double mass;
    private final double radius;

    Planet(double mass, double radius) {
        this.mass = mass;
        this.radius = radius;
    }

    double getMass() { return mass; }

    double surfaceGravity() { return G * mass / (radius * radius); }

    double surfaceWeight(double otherMass) { return otherMass * surfaceGravity(); }

    static int innerCount() {
        int n = 0;
        for (Planet p : values()) if (p.compareTo(MARS) <= 0) n++;
        return n;
    }
}

enum Coin {
    PENNY(1), NICKEL(5), DIME(10), QUARTER(25);

    final int cents;

    Coin(int cents) { this.cents = cents; }

    String label() { return name().charAt(0) + name().substring(1).toLowerCase(); }
}
