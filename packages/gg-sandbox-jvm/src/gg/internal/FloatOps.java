package gg.internal;

/**
 * The JVM's floating-point instructions whose TeaVM 0.13.1 Wasm lowering differs from the JVM
 * specification, as the JVM specifies them.
 *
 * <ul>
 *   <li>{@code fcmpl}, {@code fcmpg}, {@code dcmpl}, {@code dcmpg}: {@code -1}, {@code 0} or
 *       {@code 1}, and for a NaN operand {@code -1} (the {@code l} forms) or {@code 1} (the
 *       {@code g} forms).</li>
 *   <li>{@code dneg}, {@code fneg}: the sign flipped ({@code -x} of {@code 0.0} is {@code -0.0});
 *       TeaVM computed {@code 0 - x}, which is {@code 0.0}.</li>
 *   <li>{@code Double.isInfinite}, {@code Float.isInfinite}: {@code false} for NaN (TeaVM's
 *       lowering answered {@code true}).</li>
 *   <li>{@code Integer}/{@code Long.divideUnsigned}/{@code remainderUnsigned}: a zero divisor
 *       throws {@code ArithmeticException} (TeaVM's intrinsic trapped).</li>
 *   <li>{@code isInfinite()} and {@code isNaN()} of a {@code Double} or {@code Float} box: TeaVM's
 *       Wasm intrinsics for the static methods of those names matched the instance ones too and
 *       read the box's address as the number (an invalid module, or {@code true} for NaN).</li>
 *   <li>{@code drem}, {@code frem}: the exact remainder of the truncated quotient, as C's
 *       {@code fmod}; TeaVM computed {@code a - (long) (a / b) * b}, which rounds, overflows the
 *       {@code long} for a large quotient, and for {@code float} went through an {@code int}.</li>
 * </ul>
 *
 *
 * <p>TeaVM 0.13.1's parser reads all four as one {@code COMPARE} whose Wasm lowering answers
 * {@code 0} for a NaN operand, and its optimiser then turns {@code compare(a, b) >= 0} into
 * {@code a >= b}: javac's {@code dcmpg; ifge} for {@code a < b} lost the NaN case, so
 * {@code NaN < 1} and {@code NaN > 1} were {@code true}. gg's
 * {@code org.teavm.parsing.resource.ResourceClassHolderMapper} replaces each of those
 * instructions (and the negations and remainders), before TeaVM parses a method, by a call of the
 * method here of the same name. This class is the one class it leaves alone: its comparisons come
 * after the NaN test, where TeaVM's lowering is right, and it negates and divides only integers.
 */
public final class FloatOps {
    private FloatOps() {
    }

    public static int dcmpl(double a, double b) {
        if (Double.isNaN(a) || Double.isNaN(b)) {
            return -1;
        }
        return a > b ? 1 : a < b ? -1 : 0;
    }

    public static int dcmpg(double a, double b) {
        if (Double.isNaN(a) || Double.isNaN(b)) {
            return 1;
        }
        return a > b ? 1 : a < b ? -1 : 0;
    }

    public static int fcmpl(float a, float b) {
        if (Float.isNaN(a) || Float.isNaN(b)) {
            return -1;
        }
        return a > b ? 1 : a < b ? -1 : 0;
    }

    public static int fcmpg(float a, float b) {
        if (Float.isNaN(a) || Float.isNaN(b)) {
            return 1;
        }
        return a > b ? 1 : a < b ? -1 : 0;
    }

    public static double dneg(double a) {
        return Double.longBitsToDouble(Double.doubleToRawLongBits(a) ^ Long.MIN_VALUE);
    }

    public static float fneg(float a) {
        return Float.intBitsToFloat(Float.floatToRawIntBits(a) ^ Integer.MIN_VALUE);
    }

    /** {@code float % float}: the double remainder of the two is exact, so is its cast. */
    public static float frem(float a, float b) {
        return (float) drem(a, b);
    }

    private static final long MAGNITUDE = Long.MAX_VALUE;
    private static final long IMPLICIT = 1L << 52;

    /**
     * {@code double % double}: {@code a - n * b} for {@code n} the quotient truncated toward zero,
     * exact, with {@code a}'s sign. Long division on the two significands, one bit a step.
     */
    public static double drem(double a, double b) {
        if (Double.isNaN(a) || Double.isNaN(b) || Double.isInfinite(a) || b == 0) {
            return Double.NaN;
        }
        long ba = Double.doubleToRawLongBits(a);
        long bb = Double.doubleToRawLongBits(b) & MAGNITUDE;
        long sign = ba & Long.MIN_VALUE;
        ba &= MAGNITUDE;
        if (Double.isInfinite(b) || ba < bb) {
            return a;
        }
        if (ba == bb) {
            return Double.longBitsToDouble(sign);
        }
        int ea = (int) (ba >>> 52);
        int eb = (int) (bb >>> 52);
        long ma = significand(ba, ea);
        long mb = significand(bb, eb);
        ea = exponent(ba, ea);
        eb = exponent(bb, eb);
        // Both significands have their top bit at 52: shift the subnormal ones there.
        while (ma < IMPLICIT) {
            ma <<= 1;
            ea--;
        }
        while (mb < IMPLICIT) {
            mb <<= 1;
            eb--;
        }
        for (; ea > eb; ea--) {
            if (ma >= mb) {
                ma -= mb;
            }
            if (ma == 0) {
                return Double.longBitsToDouble(sign);
            }
            ma <<= 1;
        }
        if (ma >= mb) {
            ma -= mb;
        }
        if (ma == 0) {
            return Double.longBitsToDouble(sign);
        }
        while (ma < IMPLICIT) {
            ma <<= 1;
            ea--;
        }
        long bits;
        if (ea >= 1) {
            bits = ((long) ea << 52) | (ma - IMPLICIT);
        } else {
            bits = ma >>> (1 - ea);
        }
        return Double.longBitsToDouble(sign | bits);
    }

    private static long significand(long bits, int biased) {
        long fraction = bits & (IMPLICIT - 1);
        return biased == 0 ? fraction : fraction | IMPLICIT;
    }

    private static int exponent(long bits, int biased) {
        return biased == 0 ? 1 : biased;
    }

    /** {@code Double.isInfinite}: the exponent all ones and no fraction (NaN is not infinite). */
    public static boolean isInfinite(double a) {
        return (Double.doubleToRawLongBits(a) & Long.MAX_VALUE) == 0x7ff0000000000000L;
    }

    public static boolean isInfinite(float a) {
        return (Float.floatToRawIntBits(a) & Integer.MAX_VALUE) == 0x7f800000;
    }

    /** {@code Integer.divideUnsigned}, throwing on a zero divisor (TeaVM's intrinsic trapped). */
    public static int divideUnsigned(int a, int b) {
        if (b == 0) {
            throw new ArithmeticException("/ by zero");
        }
        return Integer.divideUnsigned(a, b);
    }

    public static int remainderUnsigned(int a, int b) {
        if (b == 0) {
            throw new ArithmeticException("/ by zero");
        }
        return Integer.remainderUnsigned(a, b);
    }

    public static long divideUnsigned(long a, long b) {
        if (b == 0) {
            throw new ArithmeticException("/ by zero");
        }
        return Long.divideUnsigned(a, b);
    }

    public static long remainderUnsigned(long a, long b) {
        if (b == 0) {
            throw new ArithmeticException("/ by zero");
        }
        return Long.remainderUnsigned(a, b);
    }

    /** {@code Double.isInfinite()} of a box: see the class-file reader. */
    public static boolean isInfinite(Double box) {
        return isInfinite(box.doubleValue());
    }

    public static boolean isInfinite(Float box) {
        return isInfinite(box.floatValue());
    }

    /** {@code Double.isNaN()} of a box: see the class-file reader. */
    public static boolean isNaN(Double box) {
        return Double.isNaN(box.doubleValue());
    }

    public static boolean isNaN(Float box) {
        return Float.isNaN(box.floatValue());
    }
}
