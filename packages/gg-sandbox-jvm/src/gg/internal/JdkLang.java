package gg.internal;

import java.lang.reflect.Array;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.DoubleSummaryStatistics;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IntSummaryStatistics;
import java.util.List;
import java.util.LongSummaryStatistics;
import java.util.Map;
import java.util.NavigableSet;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collector;
import java.util.stream.Stream;

/**
 * {@code java.lang} and {@code java.util} methods as the JDK's specification gives them, where
 * TeaVM 0.13.1's classlib differs or has none; {@link JdkFidelity} points the classlib here.
 */
public final class JdkLang {
    private JdkLang() {
    }

    /** {@code Enum.compareTo}: the difference of the ordinals (TeaVM returned its sign). */
    public static int enumCompareTo(Enum<?> self, Enum<?> other) {
        return self.ordinal() - other.ordinal();
    }

    public static String optionalToString(Optional<?> self) {
        return self.isPresent() ? "Optional[" + self.get() + "]" : "Optional.empty";
    }

    public static String optionalIntToString(OptionalInt self) {
        return self.isPresent() ? "OptionalInt[" + self.getAsInt() + "]" : "OptionalInt.empty";
    }

    public static String optionalLongToString(OptionalLong self) {
        return self.isPresent() ? "OptionalLong[" + self.getAsLong() + "]" : "OptionalLong.empty";
    }

    public static String optionalDoubleToString(OptionalDouble self) {
        return self.isPresent() ? "OptionalDouble[" + self.getAsDouble() + "]" : "OptionalDouble.empty";
    }

    /**
     * {@code String.lines()}: the lines split at {@code \n}, {@code \r\n} or {@code \r}, without
     * their terminators; a final terminator does not start an empty line.
     */
    public static Stream<String> lines(String self) {
        return lineList(self).stream();
    }

    private static List<String> lineList(String self) {
        List<String> lines = new ArrayList<>();
        int start = 0;
        int n = self.length();
        int i = 0;
        while (i < n) {
            char c = self.charAt(i);
            if (c == '\n' || c == '\r') {
                lines.add(self.substring(start, i));
                i += c == '\r' && i + 1 < n && self.charAt(i + 1) == '\n' ? 2 : 1;
                start = i;
            } else {
                ++i;
            }
        }
        if (start < n) {
            lines.add(self.substring(start));
        }
        return lines;
    }

    public static int sum(int a, int b) {
        return a + b;
    }

    public static long sum(long a, long b) {
        return a + b;
    }

    public static double sum(double a, double b) {
        return a + b;
    }

    public static long max(long a, long b) {
        return a >= b ? a : b;
    }

    public static long min(long a, long b) {
        return a <= b ? a : b;
    }

    public static double max(double a, double b) {
        return Math.max(a, b);
    }

    public static double min(double a, double b) {
        return Math.min(a, b);
    }

    /**
     * {@code String.indent(n)}: each line (as {@code lines()} splits them) gets {@code n} spaces
     * in front, or loses up to {@code -n} leading white space characters, and ends with
     * {@code \n}; an empty string stays empty.
     */
    public static String indent(String self, int n) {
        if (self.isEmpty()) {
            return "";
        }
        StringBuilder out = new StringBuilder();
        for (String line : lineList(self)) {
            if (n > 0) {
                for (int i = 0; i < n; ++i) {
                    out.append(' ');
                }
                out.append(line);
            } else if (n < 0) {
                int k = 0;
                while (k < line.length() && (long) k < -(long) n && Character.isWhitespace(line.charAt(k))) {
                    ++k;
                }
                out.append(line, k, line.length());
            } else {
                out.append(line);
            }
            out.append('\n');
        }
        return out.toString();
    }

    /** {@code StringBuilder.compareTo}/{@code StringBuffer.compareTo}: as {@code String.compareTo}. */
    public static int compareChars(StringBuilder self, StringBuilder other) {
        return compareSequences(self, other);
    }

    public static int compareChars(StringBuilder self, Object other) {
        return compareSequences(self, (StringBuilder) other);
    }

    public static int compareChars(StringBuffer self, StringBuffer other) {
        return compareSequences(self, other);
    }

    public static int compareChars(StringBuffer self, Object other) {
        return compareSequences(self, (StringBuffer) other);
    }

    private static int compareSequences(CharSequence a, CharSequence b) {
        if (a == b) {
            return 0;
        }
        int n = Math.min(a.length(), b.length());
        for (int i = 0; i < n; ++i) {
            char x = a.charAt(i);
            char y = b.charAt(i);
            if (x != y) {
                return x - y;
            }
        }
        return a.length() - b.length();
    }

    /** {@code Character.toString(int)}: the code point as a string. */
    public static String codePointToString(int codePoint) {
        if (!Character.isValidCodePoint(codePoint)) {
            throw new IllegalArgumentException("Not a valid Unicode code point: 0x"
                    + Integer.toHexString(codePoint).toUpperCase());
        }
        return new String(Character.toChars(codePoint));
    }

    public static Stream<Object> streamOfNullable(Object value) {
        return value == null ? Stream.empty() : Stream.of(value);
    }

    /** {@code Enum.valueOf}: the constant of that name, or the JDK's exceptions. */
    public static Enum<?> enumValueOf(Class<?> type, String name) {
        Object[] constants = type.getEnumConstants();
        if (constants != null) {
            for (Object constant : constants) {
                if (((Enum<?>) constant).name().equals(name)) {
                    return (Enum<?>) constant;
                }
            }
        }
        if (name == null) {
            throw new NullPointerException("Name is null");
        }
        if (constants == null) {
            throw new IllegalArgumentException(type.getName() + " is not an enum class");
        }
        String owner = type.getCanonicalName();
        if (owner == null) {
            owner = type.getName().replace('$', '.');
        }
        throw new IllegalArgumentException("No enum constant " + owner + "." + name);
    }

    /** {@code Optional.get()}/{@code orElseThrow()} and the primitive ones. */
    public static Object optionalGet(Optional<?> self) {
        if (!self.isPresent()) {
            throw new NoSuchElementException("No value present");
        }
        return self.orElse(null);
    }

    public static int optionalGet(OptionalInt self) {
        if (!self.isPresent()) {
            throw new NoSuchElementException("No value present");
        }
        return self.orElse(0);
    }

    public static long optionalGet(OptionalLong self) {
        if (!self.isPresent()) {
            throw new NoSuchElementException("No value present");
        }
        return self.orElse(0);
    }

    public static double optionalGet(OptionalDouble self) {
        if (!self.isPresent()) {
            throw new NoSuchElementException("No value present");
        }
        return self.orElse(0);
    }

    /** {@code Set.of}: each element non-null, none equal to an earlier one. */
    public static void distinctElements(Object[] elements) {
        Set<Object> seen = new HashSet<>();
        for (Object element : elements) {
            Objects.requireNonNull(element);
            if (!seen.add(element)) {
                throw new IllegalArgumentException("duplicate element: " + element);
            }
        }
    }

    /** {@code Map.of}: keys and values alternating, each non-null, no key equal to an earlier one. */
    public static void distinctKeys(Object[] keysAndValues) {
        Set<Object> seen = new HashSet<>();
        for (int i = 0; i + 1 < keysAndValues.length; i += 2) {
            Object key = Objects.requireNonNull(keysAndValues[i]);
            Objects.requireNonNull(keysAndValues[i + 1]);
            if (!seen.add(key)) {
                throw new IllegalArgumentException("duplicate key: " + key);
            }
        }
    }

    /** {@code Map.ofEntries}. */
    public static void distinctEntryKeys(Object[] entries) {
        Set<Object> seen = new HashSet<>();
        for (Object entry : entries) {
            Object key = Objects.requireNonNull(((Map.Entry<?, ?>) entry).getKey());
            Objects.requireNonNull(((Map.Entry<?, ?>) entry).getValue());
            if (!seen.add(key)) {
                throw new IllegalArgumentException("duplicate key: " + key);
            }
        }
    }

    /**
     * {@code Collectors.toMap(keyMapper, valueMapper)}: a {@code HashMap}; a second value for a key
     * is the JDK's {@code IllegalStateException}, a null value a {@code NullPointerException}.
     */
    public static <T, K, U> Collector<T, ?, Map<K, U>> toMap(Function<? super T, ? extends K> keys,
            Function<? super T, ? extends U> values) {
        return Collector.of(HashMap<K, U>::new, (map, element) -> putUnique(map, keys.apply(element),
                values.apply(element)), (a, b) -> {
                    for (Map.Entry<K, U> entry : b.entrySet()) {
                        putUnique(a, entry.getKey(), entry.getValue());
                    }
                    return a;
                });
    }

    private static <K, U> void putUnique(Map<K, U> map, K key, U value) {
        Objects.requireNonNull(value);
        U old = map.putIfAbsent(key, value);
        if (old != null) {
            throw new IllegalStateException("Duplicate key " + key + " (attempted merging values " + old
                    + " and " + value + ")");
        }
    }

    public static String intSummaryToString(IntSummaryStatistics self) {
        return String.format("%s{count=%d, sum=%d, min=%d, average=%f, max=%d}", "IntSummaryStatistics",
                self.getCount(), self.getSum(), self.getMin(), self.getAverage(), self.getMax());
    }

    public static String longSummaryToString(LongSummaryStatistics self) {
        return String.format("%s{count=%d, sum=%d, min=%d, average=%f, max=%d}", "LongSummaryStatistics",
                self.getCount(), self.getSum(), self.getMin(), self.getAverage(), self.getMax());
    }

    public static String doubleSummaryToString(DoubleSummaryStatistics self) {
        return String.format("%s{count=%d, sum=%f, min=%f, average=%f, max=%f}", "DoubleSummaryStatistics",
                self.getCount(), self.getSum(), self.getMin(), self.getAverage(), self.getMax());
    }

    private static NumberFormatException forInput(String s, int radix) {
        return new NumberFormatException("For input string: \"" + s + "\""
                + (radix == 10 ? "" : " under radix " + radix));
    }

    private static void checkInput(String s, int radix) {
        if (s == null) {
            throw new NumberFormatException("Cannot parse null string");
        }
        if (radix < Character.MIN_RADIX) {
            throw new NumberFormatException("radix " + radix + " less than Character.MIN_RADIX");
        }
        if (radix > Character.MAX_RADIX) {
            throw new NumberFormatException("radix " + radix + " greater than Character.MAX_RADIX");
        }
        if (s.isEmpty()) {
            throw forInput(s, radix);
        }
    }

    public static int parseInt(String s) {
        return parseInt(s, 10);
    }

    /** {@code Integer.parseInt}: an optional sign and digits of the radix, with the JDK's messages. */
    public static int parseInt(String s, int radix) {
        long value = parseLong(s, radix);
        if (value < Integer.MIN_VALUE || value > Integer.MAX_VALUE) {
            throw forInput(s, radix);
        }
        return (int) value;
    }

    public static long parseLong(String s) {
        return parseLong(s, 10);
    }

    /** {@code Long.parseLong}: accumulated negatively, so {@code Long.MIN_VALUE} parses. */
    public static long parseLong(String s, int radix) {
        checkInput(s, radix);
        int n = s.length();
        int i = 0;
        boolean negative = false;
        char first = s.charAt(0);
        if (first == '-' || first == '+') {
            negative = first == '-';
            if (n == 1) {
                throw forInput(s, radix);
            }
            i = 1;
        }
        long limit = negative ? Long.MIN_VALUE : -Long.MAX_VALUE;
        long lowest = limit / radix;
        long result = 0;
        while (i < n) {
            int digit = Character.digit(s.charAt(i++), radix);
            if (digit < 0 || result < lowest) {
                throw forInput(s, radix);
            }
            result *= radix;
            if (result < limit + digit) {
                throw forInput(s, radix);
            }
            result -= digit;
        }
        return negative ? result : -result;
    }

    private static void checkUnsigned(String s, int radix) {
        checkInput(s, radix);
        if (s.charAt(0) == '-') {
            throw new NumberFormatException("Illegal leading minus sign on unsigned string " + s + ".");
        }
    }

    public static int parseUnsignedInt(String s) {
        return parseUnsignedInt(s, 10);
    }

    /** {@code Integer.parseUnsignedInt}: 0 to 2^32-1, returned as the int with those bits. */
    public static int parseUnsignedInt(String s, int radix) {
        checkUnsigned(s, radix);
        long value = parseLong(s, radix);
        if ((value & 0xffffffff00000000L) != 0) {
            throw new NumberFormatException("String value " + s + " exceeds range of unsigned int.");
        }
        return (int) value;
    }

    public static long parseUnsignedLong(String s) {
        return parseUnsignedLong(s, 10);
    }

    /** {@code Long.parseUnsignedLong}: 0 to 2^64-1, returned as the long with those bits. */
    public static long parseUnsignedLong(String s, int radix) {
        checkUnsigned(s, radix);
        int n = s.length();
        if (n <= 12 || (radix == 10 && n <= 18)) {
            return parseLong(s, radix);
        }
        long first = parseLong(s.substring(0, n - 1), radix);
        int second = Character.digit(s.charAt(n - 1), radix);
        if (second < 0) {
            throw new NumberFormatException("Bad digit at end of " + s);
        }
        if (Long.compareUnsigned(first, Long.divideUnsigned(-1L - second, radix)) > 0) {
            throw new NumberFormatException("String value " + s + " exceeds range of unsigned long.");
        }
        return first * radix + second;
    }

    public static long toUnsignedLong(int value) {
        return value & 0xffffffffL;
    }

    /** The limit TeaVM's {@code Pattern.split} is given: see {@code JdkFidelity}. */
    public static int splitLimit(Pattern pattern, CharSequence input, int limit) {
        return limit > 0 && limit < Integer.MAX_VALUE && leadingEmptyMatch(pattern, input) ? limit + 1 : limit;
    }

    /** TeaVM's split without the empty piece a zero-width match at the start made. */
    public static String[] splitResult(Pattern pattern, CharSequence input, String[] pieces) {
        if (pieces.length > 1 && pieces[0].isEmpty() && leadingEmptyMatch(pattern, input)) {
            return Arrays.copyOfRange(pieces, 1, pieces.length);
        }
        return pieces;
    }

    private static boolean leadingEmptyMatch(Pattern pattern, CharSequence input) {
        if (input.length() == 0) {
            return false;
        }
        Matcher matcher = pattern.matcher(input);
        return matcher.find() && matcher.start() == 0 && matcher.end() == 0;
    }

    /** A record's {@code equals}: {@code other} is of the very class of {@code self}. */
    public static boolean sameClass(Object self, Object other) {
        return other != null && other.getClass() == self.getClass();
    }

    /** A record component's part of {@code equals}, as the JDK's {@code ObjectMethods} compares it. */
    public static boolean componentEquals(boolean a, boolean b) {
        return a == b;
    }

    public static boolean componentEquals(byte a, byte b) {
        return a == b;
    }

    public static boolean componentEquals(short a, short b) {
        return a == b;
    }

    public static boolean componentEquals(char a, char b) {
        return a == b;
    }

    public static boolean componentEquals(int a, int b) {
        return a == b;
    }

    public static boolean componentEquals(long a, long b) {
        return a == b;
    }

    public static boolean componentEquals(float a, float b) {
        return Float.floatToIntBits(a) == Float.floatToIntBits(b);
    }

    public static boolean componentEquals(double a, double b) {
        return Double.doubleToLongBits(a) == Double.doubleToLongBits(b);
    }

    public static boolean componentEquals(Object a, Object b) {
        return Objects.equals(a, b);
    }

    /**
     * {@code String.startsWith(prefix, offset)}: {@code false} for an offset outside the string
     * (TeaVM read past its end, a {@code StringIndexOutOfBoundsException}).
     */
    public static boolean startsWith(String self, String prefix, int offset) {
        int n = prefix.length();
        if (offset < 0 || offset > self.length() - n) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            if (self.charAt(offset + i) != prefix.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    public static boolean startsWith(String self, String prefix) {
        return startsWith(self, prefix, 0);
    }

    public static boolean endsWith(String self, String suffix) {
        return startsWith(self, suffix, self.length() - suffix.length());
    }

    /** {@code String.regionMatches}: {@code false} for any region outside either string. */
    public static boolean regionMatches(String self, int offset, String other, int otherOffset, int length) {
        return regionMatches(self, false, offset, other, otherOffset, length);
    }

    /**
     * {@code String.regionMatches(ignoreCase, ...)}: chars equal, or equal after
     * {@code Character.toUpperCase}, or after {@code toLowerCase} of those, as the JDK compares.
     */
    public static boolean regionMatches(String self, boolean ignoreCase, int offset, String other, int otherOffset,
            int length) {
        if (otherOffset < 0 || offset < 0 || offset > (long) self.length() - length
                || otherOffset > (long) other.length() - length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            char a = self.charAt(offset + i);
            char b = other.charAt(otherOffset + i);
            if (a == b) {
                continue;
            }
            if (!ignoreCase) {
                return false;
            }
            char ua = Character.toUpperCase(a);
            char ub = Character.toUpperCase(b);
            if (ua != ub && Character.toLowerCase(ua) != Character.toLowerCase(ub)) {
                return false;
            }
        }
        return true;
    }

    /**
     * {@code String.isBlank}: every code point {@code Character.isWhitespace}, as the JDK defines
     * it (TeaVM's answered {@code false} for tabs, newlines and the other whitespace but the
     * space).
     */
    public static boolean isBlank(String self) {
        for (int i = 0; i < self.length(); ) {
            int c = self.codePointAt(i);
            if (!Character.isWhitespace(c)) {
                return false;
            }
            i += Character.charCount(c);
        }
        return true;
    }

    /**
     * {@code TreeSet.subSet(from, fromInclusive, to, toInclusive)}: TeaVM's ignored both flags
     * (always from inclusive, to exclusive). The tail set from {@code from}, then its head set to
     * {@code to}, each with its own flag; {@code from} after {@code to} is the JDK's
     * {@code IllegalArgumentException}.
     */
    @SuppressWarnings({ "unchecked", "rawtypes" })
    public static NavigableSet<Object> treeSubSet(TreeSet<Object> self, Object from, boolean fromInclusive,
            Object to, boolean toInclusive) {
        Comparator<Object> order = (Comparator<Object>) self.comparator();
        int c = order != null ? order.compare(from, to) : ((Comparable) from).compareTo(to);
        if (c > 0) {
            throw new IllegalArgumentException("fromKey > toKey");
        }
        return self.tailSet(from, fromInclusive).headSet(to, toInclusive);
    }

    /** The set a {@code distinct()} stream keeps its seen elements in, made on first use. */
    public static Object distinctSeen(Object seen) {
        return seen != null ? seen : new HashSet<Object>();
    }

    /**
     * The consumer a {@code distinct()} stage hands upstream: the element goes on when it is new.
     * TeaVM made a new seen set on each pull from upstream, and {@code flatMap} pulls once per
     * inner stream, so {@code flatMap(...).distinct()} kept duplicates.
     */
    @SuppressWarnings("unchecked")
    public static Predicate<Object> distinctPredicate(Object seen, Predicate<Object> downstream) {
        Set<Object> set = (Set<Object>) seen;
        return x -> !set.add(x) || downstream.test(x);
    }

    private static void checkRange(int length, int from, int to) {
        if (from > to) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        if (from < 0 || from > length) {
            throw new ArrayIndexOutOfBoundsException("Array index out of range: " + from);
        }
    }

    /*
     * Arrays.copyOfRange: a range past the end is padded with zeros, false or null (TeaVM threw
     * ArrayIndexOutOfBoundsException); from > to is IllegalArgumentException, a from outside the
     * array ArrayIndexOutOfBoundsException, as the JDK.
     */

    public static boolean[] copyOfRange(boolean[] a, int from, int to) {
        checkRange(a.length, from, to);
        boolean[] r = new boolean[to - from];
        System.arraycopy(a, from, r, 0, Math.min(a.length - from, r.length));
        return r;
    }

    public static byte[] copyOfRange(byte[] a, int from, int to) {
        checkRange(a.length, from, to);
        byte[] r = new byte[to - from];
        System.arraycopy(a, from, r, 0, Math.min(a.length - from, r.length));
        return r;
    }

    public static char[] copyOfRange(char[] a, int from, int to) {
        checkRange(a.length, from, to);
        char[] r = new char[to - from];
        System.arraycopy(a, from, r, 0, Math.min(a.length - from, r.length));
        return r;
    }

    public static short[] copyOfRange(short[] a, int from, int to) {
        checkRange(a.length, from, to);
        short[] r = new short[to - from];
        System.arraycopy(a, from, r, 0, Math.min(a.length - from, r.length));
        return r;
    }

    public static int[] copyOfRange(int[] a, int from, int to) {
        checkRange(a.length, from, to);
        int[] r = new int[to - from];
        System.arraycopy(a, from, r, 0, Math.min(a.length - from, r.length));
        return r;
    }

    public static long[] copyOfRange(long[] a, int from, int to) {
        checkRange(a.length, from, to);
        long[] r = new long[to - from];
        System.arraycopy(a, from, r, 0, Math.min(a.length - from, r.length));
        return r;
    }

    public static float[] copyOfRange(float[] a, int from, int to) {
        checkRange(a.length, from, to);
        float[] r = new float[to - from];
        System.arraycopy(a, from, r, 0, Math.min(a.length - from, r.length));
        return r;
    }

    public static double[] copyOfRange(double[] a, int from, int to) {
        checkRange(a.length, from, to);
        double[] r = new double[to - from];
        System.arraycopy(a, from, r, 0, Math.min(a.length - from, r.length));
        return r;
    }

    /** The object form keeps the array's own component type, as {@code Arrays.copyOf} does. */
    public static Object[] copyOfRange(Object[] a, int from, int to) {
        checkRange(a.length, from, to);
        Object[] r = (Object[]) Array.newInstance(a.getClass().getComponentType(), to - from);
        System.arraycopy(a, from, r, 0, Math.min(a.length - from, r.length));
        return r;
    }

    public static Object[] copyOfRange(Object[] a, int from, int to, Class<?> type) {
        checkRange(a.length, from, to);
        Object[] r = (Object[]) Array.newInstance(type.getComponentType(), to - from);
        System.arraycopy(a, from, r, 0, Math.min(a.length - from, r.length));
        return r;
    }
}
