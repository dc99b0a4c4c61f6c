// gg's math test (crates/gg/tests/java_math.rs) runs this program through gg
// and through the JDK and compares what the two print.
//
// For each function it generates 10,000 inputs in ten blocks of 1,000 and
// prints, per block, a digest of StrictMath's results (their bits, with NaN
// as Double.doubleToLongBits gives it: Java does not specify a NaN's
// payload), and per function how many inputs Math and StrictMath answer
// differently. With DUMP set to "FUNCTION BLOCK", it prints that block's
// inputs and results instead, one line each.
public class Program {
    static final String DUMP = "";

    static final String[] FUNCTIONS = {
        "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "exp", "log", "log10", "log1p", "expm1",
        "pow", "sqrt", "cbrt", "hypot", "sinh", "cosh", "tanh", "floor", "ceil", "rint", "round",
    };

    static final String[] BLOCKS = {
        "edge", "halfpi", "wide1", "wide2", "common1", "common2", "common3", "common4", "ints", "large",
    };

    static final int BLOCK = 1000;

    static boolean binary(String f) {
        return f.equals("atan2") || f.equals("pow") || f.equals("hypot");
    }

    static double strict(String f, double x, double y) {
        switch (f) {
            case "sin": return StrictMath.sin(x);
            case "cos": return StrictMath.cos(x);
            case "tan": return StrictMath.tan(x);
            case "asin": return StrictMath.asin(x);
            case "acos": return StrictMath.acos(x);
            case "atan": return StrictMath.atan(x);
            case "atan2": return StrictMath.atan2(x, y);
            case "exp": return StrictMath.exp(x);
            case "log": return StrictMath.log(x);
            case "log10": return StrictMath.log10(x);
            case "log1p": return StrictMath.log1p(x);
            case "expm1": return StrictMath.expm1(x);
            case "pow": return StrictMath.pow(x, y);
            case "sqrt": return StrictMath.sqrt(x);
            case "cbrt": return StrictMath.cbrt(x);
            case "hypot": return StrictMath.hypot(x, y);
            case "sinh": return StrictMath.sinh(x);
            case "cosh": return StrictMath.cosh(x);
            case "tanh": return StrictMath.tanh(x);
            case "floor": return StrictMath.floor(x);
            case "ceil": return StrictMath.ceil(x);
            case "rint": return StrictMath.rint(x);
            default: return Double.longBitsToDouble(StrictMath.round(x));
        }
    }

    static double math(String f, double x, double y) {
        switch (f) {
            case "sin": return Math.sin(x);
            case "cos": return Math.cos(x);
            case "tan": return Math.tan(x);
            case "asin": return Math.asin(x);
            case "acos": return Math.acos(x);
            case "atan": return Math.atan(x);
            case "atan2": return Math.atan2(x, y);
            case "exp": return Math.exp(x);
            case "log": return Math.log(x);
            case "log10": return Math.log10(x);
            case "log1p": return Math.log1p(x);
            case "expm1": return Math.expm1(x);
            case "pow": return Math.pow(x, y);
            case "sqrt": return Math.sqrt(x);
            case "cbrt": return Math.cbrt(x);
            case "hypot": return Math.hypot(x, y);
            case "sinh": return Math.sinh(x);
            case "cosh": return Math.cosh(x);
            case "tanh": return Math.tanh(x);
            case "floor": return Math.floor(x);
            case "ceil": return Math.ceil(x);
            case "rint": return Math.rint(x);
            default: return Double.longBitsToDouble(Math.round(x));
        }
    }

    /** The result's bits; {@code round}'s long is carried in a double's bits, so no NaN folding. */
    static long bits(String f, double r) {
        return f.equals("round") ? Double.doubleToRawLongBits(r) : Double.doubleToLongBits(r);
    }

    // splitmix64: seeded, and the same on every Java.
    static long state;

    static long next() {
        state += 0x9E3779B97F4A7C15L;
        long z = state;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** Uniform in [0, 1). */
    static double unit() {
        return (next() >>> 11) * 0x1.0p-53;
    }

    static double uniform(double lo, double hi) {
        return lo + (hi - lo) * unit();
    }

    /** A finite double of random sign, exponent (subnormals included) and fraction. */
    static double wide() {
        long r = next();
        long exponent = (r >>> 1) % 2047;
        return Double.longBitsToDouble((r & 0x8000000000000000L) | (exponent << 52) | (next() & 0xFFFFFFFFFFFFFL));
    }

    /** Random sign and fraction, binary exponent uniform in [lo, hi] (both normal exponents). */
    static double logUniform(int lo, int hi) {
        long exponent = lo + (next() >>> 1) % (hi - lo + 1) + 1023;
        return Double.longBitsToDouble((next() & 0x8000000000000000L) | (exponent << 52) | (next() & 0xFFFFFFFFFFFFFL));
    }

    /** An integer in [lo, hi]. */
    static long between(long lo, long hi) {
        return lo + (long) ((next() >>> 1) % (hi - lo + 1));
    }

    /** {@code x} moved by {@code d} ulps through the ordered doubles (across zero too). */
    static double step(double x, long d) {
        long b = Double.doubleToRawLongBits(x);
        long o = b >= 0 ? b : Long.MIN_VALUE - b;
        o += d;
        return Double.longBitsToDouble(o >= 0 ? o : Long.MIN_VALUE - o);
    }

    static final double[] SPECIAL = {
        0.0, -0.0, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN,
        Double.MIN_VALUE, -Double.MIN_VALUE, Double.MIN_NORMAL, -Double.MIN_NORMAL,
        Double.longBitsToDouble(0x000FFFFFFFFFFFFFL), -Double.longBitsToDouble(0x000FFFFFFFFFFFFFL),
        Double.longBitsToDouble(0x0000000080000000L), 0x1.0p-1060,
        Double.MAX_VALUE, -Double.MAX_VALUE,
        1.0, -1.0, 0.5, -0.5, 2.0, -2.0, 3.0, -3.0, 10.0, 100.0, 1000.0, 1e-5, 1e-10, 1e-20, 1e-300, -1e-300,
        0x1.0p-28, 0x1.0p-27, 0x1.0p-26, 0x1.0p-54, 0x1.0p-1022, 0x1.0p-1074, 0x1.0p52, 0x1.0p53, 0x1.0p63,
        0x1.0p64, 0x1.0p1023, 0x1.0p20, 0x1.0p-20, 0.1, -0.1, 0.25, 0.75, 1.5, 2.5, -2.5, 4.5, 0.49999999999999994,
        Math.PI, -Math.PI, Math.PI / 2, -Math.PI / 2, Math.PI / 4, -Math.PI / 4, 3 * Math.PI / 4, 2 * Math.PI,
        Math.E, 0.6931471805599453, 2.302585092994046, 0.34657359027997264, 1.0397207708399179,
        709.782712893384, 709.7827128933841, -708.3964185322641, -745.1332191019411, -745.1332191019412,
        710.4758600739439, -710.4758600739439, 22.0, -22.0, 36.0, 40.0, 0.9, -0.9, 0.975, 0.5625,
        1e22, -1e22, 1e100, 1e300, -1e300, 1e308, 3.0e8, 1.0e9, 6.0e9, 1.0e15, 1.0e16, 4.503599627370496E15,
        Math.sqrt(2), Math.sqrt(2) / 2, 0.4375, 2.4375, 0.2, 1e-8, 1e-16, 1e-17, -1e-17,
    };

    /** The few values every pair of a two-argument function's edge block combines. */
    static final double[] PAIR = {
        0.0, -0.0, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN, Double.MIN_VALUE,
        -Double.MIN_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0, 3.0, -3.0,
        1.0000000000000002, 0.9999999999999999, -1.0000000000000002, 0x1.0p-1022, 1e300, -1e300, 0x1.0p31,
        0x1.0p53, -0x1.0p53, 0x1.0p64, 0.3333333333333333, 1.5, -1.5, 1e-300,
    };

    static double[] xs = new double[BLOCK];
    static double[] ys = new double[BLOCK];

    /** Fills xs/ys with the block's inputs for f. */
    static void inputs(String f, int block) {
        state = 0x6767_0000L + 7919L * f.hashCode() + block;
        boolean two = binary(f);
        for (int i = 0; i < BLOCK; i++) {
            double x;
            double y = 0;
            switch (BLOCKS[block]) {
                case "edge":
                    if (two) {
                        if (i < PAIR.length * PAIR.length) {
                            x = PAIR[i / PAIR.length];
                            y = PAIR[i % PAIR.length];
                        } else {
                            x = step(PAIR[(int) ((next() >>> 1) % PAIR.length)], (long) (next() % 3));
                            y = step(PAIR[(int) ((next() >>> 1) % PAIR.length)], (long) (next() % 3));
                        }
                    } else {
                        // Each special, then its neighbours: +1, -1, +2, -2 ... ulps.
                        long round = i / SPECIAL.length;
                        long d = (round + 1) / 2 * (round % 2 == 1 ? 1 : -1);
                        x = step(SPECIAL[i % SPECIAL.length], d);
                    }
                    break;
                case "halfpi": {
                    // Multiples of pi/2 (rounded) and their neighbours, small k then large k.
                    long k = i < 600 ? i / 3 - 100 : between(-(1L << between(8, 50)), 1L << between(8, 50));
                    x = step(k * (Math.PI / 2), (i % 3) - 1);
                    y = two ? step(k * (Math.PI / 2), 1 - (i % 3)) + 1 : 0;
                    break;
                }
                case "wide1":
                case "wide2":
                    x = wide();
                    y = wide();
                    break;
                case "ints":
                    // Integers and halves (pow: integral and half exponents of any base).
                    x = between(-128, 128) / 2.0;
                    y = i % 2 == 0 ? between(-40, 40) : between(-80, 80) / 2.0;
                    if (f.equals("pow") && i % 4 == 3) {
                        x = uniform(-10, 10);
                    }
                    break;
                case "large":
                    if (f.equals("pow")) {
                        x = step(1.0, between(-(1L << between(0, 40)), 1L << between(0, 40)));
                        y = logUniform(0, 62);
                    } else {
                        x = logUniform(-1000, 1000);
                        y = logUniform(-1000, 1000);
                    }
                    break;
                default:
                    x = common(f, true);
                    y = common(f, false);
                    break;
            }
            xs[i] = x;
            ys[i] = y;
        }
    }

    /** A value of the range where the function is mostly used. */
    static double common(String f, boolean first) {
        switch (f) {
            case "sin": case "cos": case "tan": return uniform(-10, 10);
            case "asin": case "acos": return uniform(-1, 1);
            case "atan": return logUniform(-34, 34);
            case "atan2": case "hypot": return logUniform(-17, 17);
            case "exp": return uniform(-746, 710);
            case "log": case "log10": return Math.abs(logUniform(-66, 66));
            case "log1p": return uniform(-1, 4);
            case "expm1": return uniform(-40, 710);
            case "pow": return first ? uniform(0, 20) : uniform(-60, 60);
            case "sqrt": case "cbrt": return logUniform(-66, 66);
            case "sinh": case "cosh": return uniform(-712, 712);
            case "tanh": return uniform(-25, 25);
            default: return uniform(-1e6, 1e6);
        }
    }

    static String hex(long v) {
        String s = Long.toHexString(v);
        return "0000000000000000".substring(s.length()) + s;
    }

    public static void main(String[] args) {
        StringBuilder out = new StringBuilder();
        for (String f : FUNCTIONS) {
            boolean two = binary(f);
            int differ = 0;
            for (int block = 0; block < BLOCKS.length; block++) {
                inputs(f, block);
                boolean dump = DUMP.equals(f + " " + BLOCKS[block]);
                long digest = 0xCBF29CE484222325L;
                for (int i = 0; i < BLOCK; i++) {
                    long s = bits(f, strict(f, xs[i], ys[i]));
                    if (bits(f, math(f, xs[i], ys[i])) != s) {
                        differ++;
                    }
                    digest = (digest ^ s) * 0x100000001B3L;
                    if (dump) {
                        out.append(hex(Double.doubleToRawLongBits(xs[i])));
                        if (two) {
                            out.append(' ').append(hex(Double.doubleToRawLongBits(ys[i])));
                        }
                        out.append(' ').append(hex(s)).append('\n');
                    }
                }
                if (DUMP.isEmpty()) {
                    out.append(f).append(' ').append(BLOCKS[block]).append(' ').append(hex(digest)).append('\n');
                }
            }
            if (DUMP.isEmpty()) {
                out.append(f).append(" math!=strict ").append(differ).append('\n');
            }
        }
        System.out.print(out);
    }
}
