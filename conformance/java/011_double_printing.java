class Program {
    public static void main(String[] args) {
        System.out.println(0.1 + 0.2);
        System.out.println(0.1 + 0.2 == 0.3);
        System.out.println(1e10);
        System.out.println(1e7);
        System.out.println(1e6);
        System.out.println(123456789.0);
        System.out.println(100.0);
        System.out.println(1.0 / 3);
        System.out.println(2.0 / 3);
        System.out.println(10.0 / 4);
        System.out.println(1e-3);
        System.out.println(1e-4);
        System.out.println(0.00012345);
        System.out.println(1.0 / 0);
        System.out.println(-1.0 / 0);
        System.out.println(0.0 / 0);
        System.out.println(-0.0);
        System.out.println(0.0 == -0.0);
        System.out.println(Double.MAX_VALUE);
        System.out.println(Double.MIN_VALUE);
        System.out.println(Math.PI);
        System.out.println(Math.E);
        System.out.println(3.0 * 1.1);
        System.out.println(1.1f);
        System.out.println(1.1f + 2.2f);
        System.out.println((double) 1.1f);
        System.out.println(1.0f / 3);
        System.out.println(100.0f);
        System.out.println(1e10f);
        System.out.println(Float.MAX_VALUE);
        System.out.println((int) 3.99);
        System.out.println((int) -3.99);
        System.out.println((long) 1e19);
        System.out.println((int) Double.NaN);
        System.out.println(5 / 2 + " vs " + 5 / 2.0);
        System.out.println("sum: " + (0.1 + 0.7) * 10);
        double total = 0;
        for (int i = 0; i < 10; i++) {
            total += 0.1;
        }
        System.out.println("ten times 0.1 = " + total);
        System.out.println(Double.toString(12.0) + " " + Double.valueOf("3.50") + " " + Double.parseDouble("-1e3"));
        System.out.println(Double.compare(0.0, -0.0) + " " + Double.isNaN(0.0 / 0) + " " + Double.isInfinite(1 / 0.0));
        System.out.println(String.valueOf(2.5e-8) + " " + 12345678.9 + " " + 0.5);
    }
}
