class Program {
    static String pad(String bits, int width) {
        return "0".repeat(Math.max(0, width - bits.length())) + bits;
    }

    public static void main(String[] args) {
        int[] values = {0, 1, 5, 42, 255, 1024, -1, -42, Integer.MAX_VALUE};
        for (int v : values) {
            System.out.printf("%11d bin=%s hex=%s oct=%s bits=%d lz=%d tz=%d%n",
                    v, Integer.toBinaryString(v), Integer.toHexString(v), Integer.toOctalString(v),
                    Integer.bitCount(v), Integer.numberOfLeadingZeros(v), Integer.numberOfTrailingZeros(v));
        }

        int a = 0b1100_1010;
        int b = 0b1010_0110;
        System.out.println("a      = " + pad(Integer.toBinaryString(a), 8));
        System.out.println("b      = " + pad(Integer.toBinaryString(b), 8));
        System.out.println("a & b  = " + pad(Integer.toBinaryString(a & b), 8));
        System.out.println("a | b  = " + pad(Integer.toBinaryString(a | b), 8));
        System.out.println("a ^ b  = " + pad(Integer.toBinaryString(a ^ b), 8));
        System.out.println("~a     = " + Integer.toBinaryString(~a));
        System.out.println("a << 3 = " + (a << 3));
        System.out.println("-64 >> 2 = " + (-64 >> 2));
        System.out.println("-64 >>> 28 = " + (-64 >>> 28));

        System.out.println("highestOneBit(100) = " + Integer.highestOneBit(100));
        System.out.println("lowestOneBit(100) = " + Integer.lowestOneBit(100));
        System.out.println("reverse(1) = " + Integer.reverse(1));
        System.out.println("rotateLeft(0x80000001, 1) = " + Integer.rotateLeft(0x80000001, 1));
        System.out.println("Long.toBinaryString(-1L).length() = " + Long.toBinaryString(-1L).length());
        System.out.println("Long.bitCount(0xFFFF_FFFFL) = " + Long.bitCount(0xFFFF_FFFFL));
        System.out.println("toString radix 36: " + Integer.toString(123456, 36) + ", radix 2: " + Integer.toString(-10, 2));

        int flags = 0;
        final int READ = 1, WRITE = 2, EXEC = 4;
        flags |= READ | EXEC;
        System.out.println("flags=" + flags + " canWrite=" + ((flags & WRITE) != 0) + " canExec=" + ((flags & EXEC) != 0));
        flags &= ~READ;
        flags ^= WRITE;
        System.out.println("flags now " + Integer.toBinaryString(flags));

        for (int n : new int[]{1, 6, 16, 31, 64}) {
            boolean pow2 = n > 0 && (n & (n - 1)) == 0;
            System.out.println(n + " is power of two? " + pow2);
        }
        int x = 17, y = 29;
        x ^= y; y ^= x; x ^= y;
        System.out.println("swapped: x=" + x + " y=" + y);
    }
}
