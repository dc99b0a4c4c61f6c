package gg.internal;

import java.math.BigInteger;
import org.teavm.classlib.impl.text.DoubleAnalyzer;
import org.teavm.classlib.impl.text.FloatAnalyzer;

/**
 * The digits {@code Double.toString} and {@code Float.toString} print, as JDK 19 and later
 * specify them: of the decimals that round to the value, those of the fewest digits (at least
 * two), the one nearest the value, the one with an even last digit of two equally near.
 *
 * <p>TeaVM's {@code DoubleAnalyzer} and {@code FloatAnalyzer} estimate the digits in fixed
 * precision; they printed {@code 1.4012985E-45} for {@code Float.MIN_VALUE} (the JDK
 * {@code 1.4E-45}), {@code 1.0E-323} for {@code 2 * Double.MIN_VALUE} (the JDK
 * {@code 9.9E-324}), sixteen digits that do not round back for some doubles, and rounded an
 * exact tie up. {@link JdkFidelity} runs {@link #ofDouble}/{@link #ofFloat} after each
 * analysis; they redo it exactly, with integers, starting at the digit count TeaVM found (which
 * is nearly always the answer, so usually two or three checks are made).
 */
public final class ShortestDecimal {
    private ShortestDecimal() {
    }

    private static final BigInteger[] POWERS = new BigInteger[360];

    /** {@code 10^k}, kept once made (k is at most 343 for a double's digits). */
    private static BigInteger tenTo(int k) {
        if (k >= POWERS.length) {
            return BigInteger.TEN.pow(k);
        }
        BigInteger p = POWERS[k];
        if (p == null) {
            p = BigInteger.TEN.pow(k);
            POWERS[k] = p;
        }
        return p;
    }

    public static void ofDouble(double value, DoubleAnalyzer.Result result) {
        long bits = Double.doubleToRawLongBits(value) & Long.MAX_VALUE;
        int biased = (int) (bits >>> 52);
        if (biased == 0x7ff || bits == 0) {
            return;
        }
        long fraction = bits & ((1L << 52) - 1);
        long c = biased == 0 ? fraction : fraction | (1L << 52);
        int q = (biased == 0 ? 1 : biased) - 1075;
        boolean asymmetric = fraction == 0 && biased > 1;
        long[] dk = shortest(c, q, asymmetric, digits(result.mantissa));
        long d = dk[0];
        int length = length(d);
        result.exponent = (int) dk[1] + length - 1;
        while (length < 18) {
            d *= 10;
            length++;
        }
        result.mantissa = d;
    }

    public static void ofFloat(float value, FloatAnalyzer.Result result) {
        int bits = Float.floatToRawIntBits(value) & Integer.MAX_VALUE;
        int biased = bits >>> 23;
        if (biased == 0xff || bits == 0) {
            return;
        }
        int fraction = bits & ((1 << 23) - 1);
        long c = biased == 0 ? fraction : fraction | (1 << 23);
        int q = (biased == 0 ? 1 : biased) - 150;
        boolean asymmetric = fraction == 0 && biased > 1;
        long[] dk = shortest(c, q, asymmetric, digits(result.mantissa));
        long d = dk[0];
        int length = length(d);
        result.exponent = (int) dk[1] + length - 1;
        while (length < 9) {
            d *= 10;
            length++;
        }
        result.mantissa = (int) d;
    }

    /** How many decimal digits {@code m} (positive) has. */
    private static int length(long m) {
        int n = 0;
        while (m != 0) {
            m /= 10;
            n++;
        }
        return n;
    }

    /** How many significant digits {@code m} has once its trailing zeros are dropped. */
    private static int digits(long m) {
        if (m == 0) {
            return 1;
        }
        while (m % 10 == 0) {
            m /= 10;
        }
        int n = 0;
        while (m != 0) {
            m /= 10;
            n++;
        }
        return n;
    }

    /**
     * For the value {@code c * 2^q}: {@code {d, k}}, the decimal {@code d * 10^k} the JDK prints.
     * Everything is compared in units of {@code 2^(q-2)}: the value is {@code 4c}, the bounds of
     * what rounds to it {@code 4c + 2} and {@code 4c - 2} ({@code 4c - 1} below a power of two),
     * included when {@code c} is even.
     */
    private static long[] shortest(long c, int q, boolean asymmetric, int hint) {
        BigInteger value = BigInteger.valueOf(4 * c);
        BigInteger upper = BigInteger.valueOf(4 * c + 2);
        BigInteger lower = BigInteger.valueOf(4 * c - (asymmetric ? 1 : 2));
        boolean inclusive = (c & 1) == 0;
        int binary = q - 2;
        // The decimal exponent of the leading digit: estimated, then corrected exactly.
        int e = (int) Math.floor((Math.log10((double) c) + q * 0.30102999566398120));
        while (compare(BigInteger.ONE, e, value, binary) > 0) {
            e--;
        }
        while (compare(BigInteger.ONE, e + 1, value, binary) <= 0) {
            e++;
        }
        int p = Math.max(2, Math.min(hint, 17));
        long[] found = at(p, e, value, lower, upper, binary, inclusive);
        if (found == null) {
            while (found == null) {
                p++;
                found = at(p, e, value, lower, upper, binary, inclusive);
            }
            return found;
        }
        while (p > 2) {
            long[] shorter = at(p - 1, e, value, lower, upper, binary, inclusive);
            if (shorter == null) {
                break;
            }
            found = shorter;
            p--;
        }
        return found;
    }

    /** The nearer of the two {@code p}-digit decimals around the value, if either rounds to it. */
    private static long[] at(int p, int e, BigInteger value, BigInteger lower, BigInteger upper, int binary,
            boolean inclusive) {
        int k = e - p + 1;
        // floor(value * 2^binary / 10^k)
        BigInteger num = value;
        BigInteger den = BigInteger.ONE;
        if (binary >= 0) {
            num = num.shiftLeft(binary);
        } else {
            den = den.shiftLeft(-binary);
        }
        if (k >= 0) {
            den = den.multiply(tenTo(k));
        } else {
            num = num.multiply(tenTo(-k));
        }
        BigInteger[] qr = num.divideAndRemainder(den);
        BigInteger down = qr[0];
        BigInteger up = down.add(BigInteger.ONE);
        boolean downIn = within(down, k, lower, upper, binary, inclusive);
        boolean upIn = within(up, k, lower, upper, binary, inclusive);
        if (!downIn && !upIn) {
            return null;
        }
        BigInteger pick;
        if (downIn && upIn) {
            int half = qr[1].shiftLeft(1).compareTo(den);
            pick = half < 0 || (half == 0 && !down.testBit(0)) ? down : up;
        } else {
            pick = downIn ? down : up;
        }
        return new long[] { pick.longValue(), k };
    }

    private static boolean within(BigInteger d, int k, BigInteger lower, BigInteger upper, int binary,
            boolean inclusive) {
        int lo = compare(d, k, lower, binary);
        int hi = compare(d, k, upper, binary);
        return inclusive ? lo >= 0 && hi <= 0 : lo > 0 && hi < 0;
    }

    /** The sign of {@code d * 10^k - b * 2^binary}. */
    private static int compare(BigInteger d, int k, BigInteger b, int binary) {
        BigInteger left = d;
        BigInteger right = b;
        if (k >= 0) {
            left = left.multiply(tenTo(k));
        } else {
            right = right.multiply(tenTo(-k));
        }
        if (binary >= 0) {
            right = right.shiftLeft(binary);
        } else {
            left = left.shiftLeft(-binary);
        }
        return left.compareTo(right);
    }
}
