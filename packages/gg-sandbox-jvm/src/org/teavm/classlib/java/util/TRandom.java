package org.teavm.classlib.java.util;

import org.teavm.classlib.java.io.TSerializable;
import org.teavm.classlib.java.lang.TObject;
import org.teavm.classlib.java.util.random.TRandomGenerator;

/**
 * gg's {@code java.util.Random}, replacing TeaVM 0.13.1's (which ignored its seed and drew from
 * {@code Math.random}). This jar comes first on TeaVM's classpath, so this class shadows the
 * classlib's. Written from the JDK's specification of {@code java.util.Random}: the 48-bit linear
 * congruential generator with multiplier {@code 0x5DEECE66D} and addend {@code 0xB}, the seed
 * scrambled with the multiplier, {@code next(bits)} taking the high bits, and each public method
 * defined in terms of {@code next} as the javadoc states, so a seeded generator gives the JDK's
 * sequence. {@code nextGaussian} is the polar method the javadoc gives (its square root and log
 * are the host's, where the JDK uses StrictMath's).
 */
public class TRandom extends TObject implements TRandomGenerator, TSerializable {
    private static final long MULTIPLIER = 0x5DEECE66DL;
    private static final long ADDEND = 0xBL;
    private static final long MASK = (1L << 48) - 1;
    private static final double DOUBLE_UNIT = 0x1.0p-53;
    private static long uniquifier = 8682522807148012L;

    private long seed;
    private double storedGaussian;
    private boolean haveStoredGaussian;

    public TRandom() {
        uniquifier *= 1181783497276652981L;
        seed = scramble(uniquifier ^ System.nanoTime() ^ Double.doubleToLongBits(Math.random()));
    }

    public TRandom(long seed) {
        this.seed = scramble(seed);
    }

    private static long scramble(long seed) {
        return (seed ^ MULTIPLIER) & MASK;
    }

    public void setSeed(long seed) {
        this.seed = scramble(seed);
        haveStoredGaussian = false;
    }

    protected int next(int bits) {
        seed = (seed * MULTIPLIER + ADDEND) & MASK;
        return (int) (seed >>> (48 - bits));
    }

    @Override
    public void nextBytes(byte[] bytes) {
        int i = 0;
        while (i < bytes.length) {
            int word = nextInt();
            for (int n = Math.min(bytes.length - i, 4); n > 0; --n) {
                bytes[i++] = (byte) word;
                word >>= 8;
            }
        }
    }

    @Override
    public int nextInt() {
        return next(32);
    }

    @Override
    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive");
        }
        if ((bound & -bound) == bound) {
            return (int) ((bound * (long) next(31)) >> 31);
        }
        while (true) {
            int bits = next(31);
            int value = bits % bound;
            if (bits - value + (bound - 1) >= 0) {
                return value;
            }
        }
    }

    @Override
    public int nextInt(int origin, int bound) {
        if (origin >= bound) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
        // The JDK's bounded draw for a range: the top 31 bits of nextInt() where the range is
        // representable, rejection sampling over the whole int range otherwise.
        int r = nextInt();
        int n = bound - origin;
        int m = n - 1;
        if ((n & m) == 0) {
            return (r & m) + origin;
        }
        if (n > 0) {
            int u = r >>> 1;
            while (u + m - (r = u % n) < 0) {
                u = nextInt() >>> 1;
            }
            return r + origin;
        }
        while (r < origin || r >= bound) {
            r = nextInt();
        }
        return r;
    }

    @Override
    public long nextLong() {
        return ((long) next(32) << 32) + next(32);
    }

    @Override
    public boolean nextBoolean() {
        return next(1) != 0;
    }

    @Override
    public float nextFloat() {
        return next(24) / (float) (1 << 24);
    }

    @Override
    public double nextDouble() {
        return (((long) next(26) << 27) + next(27)) * DOUBLE_UNIT;
    }

    @Override
    public double nextGaussian() {
        if (haveStoredGaussian) {
            haveStoredGaussian = false;
            return storedGaussian;
        }
        double v1;
        double v2;
        double s;
        do {
            v1 = 2 * nextDouble() - 1;
            v2 = 2 * nextDouble() - 1;
            s = v1 * v1 + v2 * v2;
        } while (s >= 1 || s == 0);
        double multiplier = Math.sqrt(-2 * Math.log(s) / s);
        storedGaussian = v2 * multiplier;
        haveStoredGaussian = true;
        return v1 * multiplier;
    }
}
