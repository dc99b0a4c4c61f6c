class Program {
    public static void main(String[] args) {
        int max = Integer.MAX_VALUE;
        int min = Integer.MIN_VALUE;
        System.out.println("MAX_VALUE = " + max);
        System.out.println("MAX_VALUE + 1 = " + (max + 1));
        System.out.println("MIN_VALUE - 1 = " + (min - 1));
        System.out.println("-MIN_VALUE = " + (-min));
        System.out.println("Math.abs(MIN_VALUE) = " + Math.abs(min));
        System.out.println("MAX_VALUE * 2 = " + (max * 2));
        System.out.println("as long: " + ((long) max * 2));
        System.out.println("MIN_VALUE / -1 = " + (min / -1));

        int factorial = 1;
        long longFactorial = 1;
        for (int i = 1; i <= 20; i++) {
            factorial *= i;
            longFactorial *= i;
            if (i >= 12) {
                System.out.printf("%2d! int=%d long=%d%n", i, factorial, longFactorial);
            }
        }

        byte b = (byte) 200;
        short s = (short) 70000;
        System.out.println("(byte) 200 = " + b);
        System.out.println("(short) 70000 = " + s);
        byte counter = 125;
        for (int i = 0; i < 5; i++) {
            counter++;
            System.out.print(counter + " ");
        }
        System.out.println();
        System.out.println("(int) 3_000_000_000L = " + (int) 3_000_000_000L);
        System.out.println("Long.MAX_VALUE + 1 = " + (Long.MAX_VALUE + 1));
        System.out.println("(char) 65601 = " + (char) 65601);
        System.out.println("-7 / 2 = " + (-7 / 2) + ", -7 % 2 = " + (-7 % 2));
        System.out.println("7 / -2 = " + (7 / -2) + ", 7 % -2 = " + (7 % -2));
        System.out.println("1 << 31 = " + (1 << 31) + ", 1 << 32 = " + (1 << 32) + ", 1L << 32 = " + (1L << 32));
        int hash = 0;
        for (char c : "overflowing hash string".toCharArray()) {
            hash = 31 * hash + c;
        }
        System.out.println("manual hash = " + hash + ", String.hashCode = " + "overflowing hash string".hashCode());
        System.out.println("Integer.MAX_VALUE + Integer.MAX_VALUE = " + (Integer.MAX_VALUE + Integer.MAX_VALUE));
        long mid = ((long) max + max) / 2;
        int badMid = (max + max) / 2;
        int goodMid = (max + max) >>> 1;
        System.out.println("mid long=" + mid + " bad=" + badMid + " unsigned-shift=" + goodMid);
    }
}
