package gg.internal;

import org.teavm.interop.Import;

/**
 * {@code java.lang.Math} (and so {@code StrictMath}, which TeaVM's classlib delegates to it) as the
 * JDK computes it, where TeaVM 0.13.1's differs; {@link JdkFidelity} points the classlib's methods
 * here.
 *
 * <ul>
 *   <li>{@link #pow}: the host's {@code pow}. TeaVM's WASI backend answered {@code Math.pow} with
 *       its Java port of musl's pow ({@code WasmPow}), which reads the top bits of a double with a
 *       signed shift and compares musl's unsigned quantities as signed ones: a negative base skips
 *       musl's "x &lt; 0" branch and its sign bit reaches the logarithm
 *       ({@code Math.pow(-2, 2)} was {@code -2836.74…}).</li>
 *   <li>{@link #cbrt} and {@link #log10}: the host's, which are fdlibm's (what {@code StrictMath}
 *       specifies); TeaVM computed {@code pow(x, 1/3)} and {@code log(x) / ln 10}, off by an ulp
 *       for exact cubes and powers of ten.</li>
 *   <li>The {@code *Exact} methods throw {@code ArithmeticException} with the JDK's messages.</li>
 *   <li>{@link #div} and friends: the program's integer {@code /} and {@code %}, which
 *       {@link JdkFidelity} routes here, so a zero divisor is a catchable
 *       {@code ArithmeticException: / by zero} at the program's line (the engine's division
 *       traps) and {@code MIN_VALUE / -1} is {@code MIN_VALUE} (the engine's traps).</li>
 * </ul>
 */
public final class JdkMath {
    private JdkMath() {
    }

    @Import(module = MathImports.MODULE, name = "pow")
    private static native double hostPow(double x, double y);

    /**
     * The host's {@code pow}, but for the cases where Java's specification and C's part: a NaN
     * exponent, or a base of magnitude 1 with an infinite exponent, is NaN in Java (C says 1.0),
     * and a NaN base is NaN unless the exponent is zero.
     */
    public static double pow(double x, double y) {
        if (y == 0) {
            return 1.0;
        }
        if (Double.isNaN(x) || Double.isNaN(y) || (Math.abs(x) == 1.0 && Double.isInfinite(y))) {
            return Double.NaN;
        }
        return hostPow(x, y);
    }

    @Import(module = MathImports.MODULE, name = "cbrt")
    private static native double hostCbrt(double x);

    @Import(module = MathImports.MODULE, name = "log10")
    private static native double hostLog10(double x);

    /** The host's {@code cbrt} (fdlibm's, as {@code StrictMath}'s). */
    public static double cbrt(double x) {
        return hostCbrt(x);
    }

    /** The host's {@code log10} (fdlibm's, as {@code StrictMath}'s). */
    public static double log10(double x) {
        return hostLog10(x);
    }

    private static ArithmeticException intOverflow() {
        return new ArithmeticException("integer overflow");
    }

    private static ArithmeticException longOverflow() {
        return new ArithmeticException("long overflow");
    }

    public static int addExact(int a, int b) {
        int r = a + b;
        if (((a ^ r) & (b ^ r)) < 0) {
            throw intOverflow();
        }
        return r;
    }

    public static long addExact(long a, long b) {
        long r = a + b;
        if (((a ^ r) & (b ^ r)) < 0) {
            throw longOverflow();
        }
        return r;
    }

    public static int subtractExact(int a, int b) {
        int r = a - b;
        if (((a ^ b) & (a ^ r)) < 0) {
            throw intOverflow();
        }
        return r;
    }

    public static long subtractExact(long a, long b) {
        long r = a - b;
        if (((a ^ b) & (a ^ r)) < 0) {
            throw longOverflow();
        }
        return r;
    }

    public static int multiplyExact(int a, int b) {
        long r = (long) a * (long) b;
        if ((int) r != r) {
            throw intOverflow();
        }
        return (int) r;
    }

    public static long multiplyExact(long a, int b) {
        return multiplyExact(a, (long) b);
    }

    public static long multiplyExact(long a, long b) {
        // -1 first: MIN_VALUE / -1 is the engine's trap, not a quotient.
        if (a == -1 || b == -1) {
            long other = a == -1 ? b : a;
            if (other == Long.MIN_VALUE) {
                throw longOverflow();
            }
            return -other;
        }
        long r = a * b;
        if (a != 0 && r / a != b) {
            throw longOverflow();
        }
        return r;
    }

    public static int incrementExact(int a) {
        if (a == Integer.MAX_VALUE) {
            throw intOverflow();
        }
        return a + 1;
    }

    public static long incrementExact(long a) {
        if (a == Long.MAX_VALUE) {
            throw longOverflow();
        }
        return a + 1;
    }

    public static int decrementExact(int a) {
        if (a == Integer.MIN_VALUE) {
            throw intOverflow();
        }
        return a - 1;
    }

    public static long decrementExact(long a) {
        if (a == Long.MIN_VALUE) {
            throw longOverflow();
        }
        return a - 1;
    }

    public static int negateExact(int a) {
        if (a == Integer.MIN_VALUE) {
            throw intOverflow();
        }
        return -a;
    }

    public static long negateExact(long a) {
        if (a == Long.MIN_VALUE) {
            throw longOverflow();
        }
        return -a;
    }

    public static int toIntExact(long a) {
        if ((int) a != a) {
            throw intOverflow();
        }
        return (int) a;
    }

    public static int absExact(int a) {
        if (a == Integer.MIN_VALUE) {
            throw new ArithmeticException("Overflow to represent absolute value of Integer.MIN_VALUE");
        }
        return a < 0 ? -a : a;
    }

    public static long absExact(long a) {
        if (a == Long.MIN_VALUE) {
            throw new ArithmeticException("Overflow to represent absolute value of Long.MIN_VALUE");
        }
        return a < 0 ? -a : a;
    }

    private static ArithmeticException byZero() {
        return new ArithmeticException("/ by zero");
    }

    public static int div(int a, int b) {
        if (b == 0) {
            throw byZero();
        }
        return b == -1 ? -a : a / b;
    }

    public static int rem(int a, int b) {
        if (b == 0) {
            throw byZero();
        }
        return b == -1 ? 0 : a % b;
    }

    public static long div(long a, long b) {
        if (b == 0) {
            throw byZero();
        }
        return b == -1 ? -a : a / b;
    }

    public static long rem(long a, long b) {
        if (b == 0) {
            throw byZero();
        }
        return b == -1 ? 0 : a % b;
    }

    /**
     * {@code Math.rint}: the integral value nearest {@code x}, the even one of two equally near
     * (TeaVM rounded half up), keeping the sign of a zero result; NaN, infinities and doubles too
     * large to have a fraction are returned as they are.
     */
    public static double rint(double x) {
        if (x != x || Math.abs(x) >= 4503599627370496.0) {
            return x;
        }
        double floor = Math.floor(x);
        double fraction = x - floor;
        double r = floor;
        if (fraction > 0.5 || (fraction == 0.5 && floor % 2 != 0)) {
            r = floor + 1;
        }
        return r == 0 ? Math.copySign(0.0, x) : r;
    }

    /**
     * {@code Math.round(double)}: the nearest long, ties toward positive infinity, NaN 0, and the
     * long range's ends for values beyond it. TeaVM added {@code 0.5} times the sign, so
     * {@code round(-2.5)} was -3 and {@code round(0.49999999999999994)} 1. {@code x - floor(x)} is
     * exact, so the tie is seen exactly.
     */
    public static long round(double x) {
        if (x != x) {
            return 0;
        }
        // TeaVM's double-to-long conversion gives MIN_VALUE for +Infinity; Java saturates.
        if (x >= 0x1.0p63) {
            return Long.MAX_VALUE;
        }
        if (x <= -0x1.0p63) {
            return Long.MIN_VALUE;
        }
        double floor = Math.floor(x);
        return x - floor >= 0.5 ? (long) floor + 1 : (long) floor;
    }

    /** {@code Math.round(float)}, the same in float. */
    public static int round(float x) {
        if (x != x) {
            return 0;
        }
        if (x >= 0x1.0p31f) {
            return Integer.MAX_VALUE;
        }
        if (x <= -0x1.0p31f) {
            return Integer.MIN_VALUE;
        }
        float floor = (float) Math.floor(x);
        return x - floor >= 0.5f ? (int) floor + 1 : (int) floor;
    }

    /** {@code 2^n} for a normal exponent {@code n} (-1022 to 1023). */
    private static double powerOfTwo(int n) {
        return Double.longBitsToDouble((long) (n + 1023) << 52);
    }

    /**
     * {@code Math.ulp(double)}: the distance to the next double of larger magnitude. TeaVM's
     * masked the exponent with the wrong constant ({@code Math.ulp(1.0)} was
     * {@code 1.9176146348819244E-93}).
     */
    public static double ulp(double d) {
        if (Double.isNaN(d)) {
            return d;
        }
        if (Double.isInfinite(d)) {
            return Double.POSITIVE_INFINITY;
        }
        int exponent = (int) ((Double.doubleToRawLongBits(d) >>> 52) & 0x7ff) - 1023;
        if (exponent == -1023) {
            return Double.MIN_VALUE;
        }
        exponent -= 52;
        if (exponent >= -1022) {
            return powerOfTwo(exponent);
        }
        return Double.longBitsToDouble(1L << (exponent + 1074));
    }

    /** {@code Math.ulp(float)}, the same in float. */
    public static float ulp(float f) {
        if (Float.isNaN(f)) {
            return f;
        }
        if (Float.isInfinite(f)) {
            return Float.POSITIVE_INFINITY;
        }
        int exponent = ((Float.floatToRawIntBits(f) >>> 23) & 0xff) - 127;
        if (exponent == -127) {
            return Float.MIN_VALUE;
        }
        exponent -= 23;
        if (exponent >= -126) {
            return Float.intBitsToFloat((exponent + 127) << 23);
        }
        return Float.intBitsToFloat(1 << (exponent + 149));
    }

    /**
     * {@code Math.scalb(double, int)}: {@code d * 2^n} rounded once, as the JDK computes it (the
     * power applied in steps of {@code 2^±512}, the odd part first). TeaVM's classlib lacked it.
     */
    public static double scalb(double d, int n) {
        int limit = 2 * 1023 + 52 + 1;
        n = Math.max(Math.min(n, limit), -limit);
        int step = n < 0 ? -512 : 512;
        int rest = n % 512;
        d *= powerOfTwo(rest);
        n -= rest;
        double factor = powerOfTwo(step);
        while (n != 0) {
            d *= factor;
            n -= step;
        }
        return d;
    }

    /** {@code Math.scalb(float, int)}: exact in double, rounded once to float. */
    public static float scalb(float f, int n) {
        int limit = 127 + 149 + 2;
        n = Math.max(Math.min(n, limit), -limit);
        return (float) (f * powerOfTwo(n));
    }

    /** {@code Math.nextAfter(double, double)}: NaN when either is (TeaVM stepped towards a NaN). */
    public static double nextAfter(double start, double direction) {
        if (Double.isNaN(start) || Double.isNaN(direction)) {
            return Double.NaN;
        }
        if (start == direction) {
            return direction;
        }
        return start < direction ? Math.nextUp(start) : Math.nextDown(start);
    }

    /**
     * {@code Math.nextAfter(float, double)}: {@code direction} itself (as a float) when the two
     * are equal, so {@code nextAfter(-0.0f, 0.0)} is {@code 0.0f} (TeaVM kept {@code -0.0f}).
     */
    public static float nextAfter(float start, double direction) {
        if (Float.isNaN(start) || Double.isNaN(direction)) {
            return Float.NaN;
        }
        if (start == direction) {
            return (float) direction;
        }
        return start < direction ? Math.nextUp(start) : Math.nextDown(start);
    }

    /**
     * {@code Math.IEEEremainder}: {@code x - n * y} with {@code n} the integer nearest
     * {@code x / y}, the even one of two, computed exactly (IEEE 754's remainder). TeaVM's rounded
     * the quotient and multiplied back, and answered infinities and a zero divisor wrongly.
     */
    public static double IEEEremainder(double x, double y) {
        if (Double.isNaN(x) || Double.isNaN(y) || Double.isInfinite(x) || y == 0) {
            return Double.NaN;
        }
        if (Double.isInfinite(y)) {
            return x;
        }
        double p = Math.abs(y);
        double r = Math.abs(x);
        if (p <= Double.MAX_VALUE / 2) {
            r = r % (p + p);
        }
        if (p < 2 * Double.MIN_NORMAL) {
            if (r + r > p) {
                r -= p;
                if (r + r >= p) {
                    r -= p;
                }
            }
        } else {
            double half = 0.5 * p;
            if (r > half) {
                r -= p;
                if (r >= half) {
                    r -= p;
                }
            }
        }
        return x < 0 || (x == 0 && 1 / x < 0) ? -r : r;
    }

    /** {@code Math.toDegrees}: one product with the JDK's constant 180/π (TeaVM's rounded twice). */
    public static double toDegrees(double radians) {
        return radians * 57.29577951308232;
    }

    /** {@code Math.toRadians}: one product with the JDK's constant π/180. */
    public static double toRadians(double degrees) {
        return degrees * 0.017453292519943295;
    }
}
