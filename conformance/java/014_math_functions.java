class Program {
    public static void main(String[] args) {
        double[] samples = {2.5, 3.5, -2.5, -2.6, 0.49999999999999994, 7.0};
        for (double d : samples) {
            System.out.printf("x=%s round=%d rint=%s floor=%s ceil=%s%n",
                    d, Math.round(d), Math.rint(d), Math.floor(d), Math.ceil(d));
        }
        System.out.println("round(2.5f) = " + Math.round(2.5f));

        int[][] pairs = {{7, 3}, {-7, 3}, {7, -3}, {-7, -3}};
        for (int[] p : pairs) {
            System.out.printf("%3d,%3d: / = %2d  %% = %2d  floorDiv = %2d  floorMod = %2d%n",
                    p[0], p[1], p[0] / p[1], p[0] % p[1], Math.floorDiv(p[0], p[1]), Math.floorMod(p[0], p[1]));
        }

        System.out.println("hypot(3,4) = " + Math.hypot(3, 4));
        System.out.println("hypot(5,12) = " + Math.hypot(5, 12));
        System.out.println("pow(2,10) = " + Math.pow(2, 10));
        System.out.println("pow(2,0.5) = " + Math.pow(2, 0.5));
        System.out.println("pow(10,-2) = " + Math.pow(10, -2));
        System.out.println("sqrt(2) = " + Math.sqrt(2));
        System.out.println("sqrt(144) = " + Math.sqrt(144));
        System.out.println("sqrt(-1) = " + Math.sqrt(-1));
        System.out.println("cbrt(27) = " + Math.cbrt(27));
        System.out.println("cbrt(-8) = " + Math.cbrt(-8));
        System.out.println("abs(-5) = " + Math.abs(-5) + ", abs(-5.5) = " + Math.abs(-5.5));
        System.out.println("max(3, 9) = " + Math.max(3, 9) + ", min(3L, -9L) = " + Math.min(3L, -9L));
        System.out.println("max(1.5, 1) = " + Math.max(1.5, 1));
        System.out.println("signum(-4.2) = " + Math.signum(-4.2));
        System.out.println("exp(1) = " + Math.exp(1));
        System.out.println("log(E) = " + Math.log(Math.E) + ", log10(1000) = " + Math.log10(1000));
        System.out.println("sin(pi/2) = " + Math.sin(Math.PI / 2));
        System.out.println("cos(0) = " + Math.cos(0));
        System.out.println("toDegrees(pi) = " + Math.toDegrees(Math.PI));
        System.out.println("toRadians(180) = " + Math.toRadians(180));
        System.out.println("atan2(1,1) = " + Math.atan2(1, 1));

        double radius = 2.5;
        double area = Math.PI * Math.pow(radius, 2);
        System.out.println("Circle area r=2.5: " + area);
        System.out.println("Rounded to 2dp: " + Math.round(area * 100) / 100.0);
        double a = 1, b = -3, c = 2;
        double disc = b * b - 4 * a * c;
        double r1 = (-b + Math.sqrt(disc)) / (2 * a);
        double r2 = (-b - Math.sqrt(disc)) / (2 * a);
        System.out.println("Roots of x^2-3x+2: " + r1 + ", " + r2);
        double dist = Math.sqrt(Math.pow(4 - 1, 2) + Math.pow(6 - 2, 2));
        System.out.println("Distance (1,2)-(4,6) = " + dist);
    }
}
