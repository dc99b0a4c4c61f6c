package gg.internal;

import java.math.BigInteger;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Objects;

/**
 * The run-time half of {@link JdkFidelity}'s corrections found by {@code cargo xtask conformance
 * java-api} in characters, radixes, strings, builders and array ranges: what the JDK answers where
 * TeaVM 0.13.1's classlib answered otherwise (a value, or the class of what it throws).
 *
 * <p>The argument checks ({@code *Range}, {@code *Offset}) run first, before TeaVM's own body
 * (which then never sees an argument the JDK refuses); they throw the JDK 25 class with its
 * message.
 */
public final class JdkText {
    private JdkText() {
    }

    // --- Character ---------------------------------------------------------------------------

    /** {@code Character.isBmpCodePoint}: {@code '\0'} is one too (TeaVM tested {@code > 0}). */
    public static boolean isBmpCodePoint(int codePoint) {
        return codePoint >>> 16 == 0;
    }

    /** {@code Character.highSurrogate}, with the JDK's arithmetic for any argument. */
    public static char highSurrogate(int codePoint) {
        return (char) ((codePoint >>> 10) + (Character.MIN_HIGH_SURROGATE - (Character.MIN_SUPPLEMENTARY_CODE_POINT >>> 10)));
    }

    /** {@code Character.lowSurrogate}, with the JDK's arithmetic for any argument. */
    public static char lowSurrogate(int codePoint) {
        return (char) ((codePoint & 0x3ff) + Character.MIN_LOW_SURROGATE);
    }

    /** {@code Character.toCodePoint}, with the JDK's arithmetic for any pair of chars. */
    public static int toCodePoint(char high, char low) {
        return (high << 10) + low
                + (Character.MIN_SUPPLEMENTARY_CODE_POINT - (Character.MIN_HIGH_SURROGATE << 10) - Character.MIN_LOW_SURROGATE);
    }

    /** Whether {@code codePoint} is one: the case mappings answer any other int unchanged. */
    public static boolean isValidCodePoint(int codePoint) {
        return codePoint >= 0 && codePoint <= Character.MAX_CODE_POINT;
    }

    private static boolean isLetterOrLetterNumber(int codePoint) {
        switch (Character.getType(codePoint)) {
            case Character.UPPERCASE_LETTER:
            case Character.LOWERCASE_LETTER:
            case Character.TITLECASE_LETTER:
            case Character.MODIFIER_LETTER:
            case Character.OTHER_LETTER:
            case Character.LETTER_NUMBER:
                return true;
            default:
                return false;
        }
    }

    /**
     * {@code Character.isJavaIdentifierStart}: a letter, a letter number, a connector or a currency
     * sign. TeaVM also let in the identifier-ignorable controls ({@code '\0'} among them), which
     * may only follow the start.
     */
    public static boolean isJavaIdentifierStart(int codePoint) {
        if (isLetterOrLetterNumber(codePoint)) {
            return true;
        }
        int type = Character.getType(codePoint);
        return type == Character.CONNECTOR_PUNCTUATION || type == Character.CURRENCY_SYMBOL;
    }

    /** {@code Character.isUnicodeIdentifierStart}: letters, letter numbers and Other_ID_Start. */
    public static boolean isUnicodeIdentifierStart(int codePoint) {
        if (isLetterOrLetterNumber(codePoint)) {
            return true;
        }
        switch (codePoint) {
            case 0x1885:
            case 0x1886:
            case 0x2118:
            case 0x212E:
            case 0x309B:
            case 0x309C:
                return true;
            default:
                return false;
        }
    }

    /** {@code Character.codePointAt(char[], int)}: an index outside the array is the array's error. */
    public static void codePointAtIndex(Object[] args) {
        char[] a = (char[]) args[0];
        int index = (Integer) args[1];
        if (index < 0 || index >= a.length) {
            throw new ArrayIndexOutOfBoundsException(outOfBounds(index, a.length));
        }
    }

    /** {@code Character.codePointBefore(char[], int)}: reads {@code a[index - 1]}. */
    public static void codePointBeforeIndex(Object[] args) {
        char[] a = (char[]) args[0];
        int index = (Integer) args[1];
        if (index - 1 < 0 || index - 1 >= a.length) {
            throw new ArrayIndexOutOfBoundsException(outOfBounds(index - 1, a.length));
        }
    }

    // --- Radixes -----------------------------------------------------------------------------

    /** A radix outside {@code 2..36} is ten, for every {@code toString(value, radix)}. */
    public static int radix(int radix) {
        return radix < Character.MIN_RADIX || radix > Character.MAX_RADIX ? 10 : radix;
    }

    /** {@code Long.toString(long, int)}: TeaVM's digits of {@code Long.MIN_VALUE} and radixes aside. */
    public static String longToString(long value, int radix) {
        radix = radix(radix);
        if (value == 0) {
            return "0";
        }
        char[] digits = new char[65];
        int at = digits.length;
        boolean negative = value < 0;
        // Negative numbers are worked on as negatives: Long.MIN_VALUE has no positive twin.
        long v = negative ? value : -value;
        while (v != 0) {
            long q = v / radix;
            digits[--at] = Character.forDigit((int) (q * radix - v), radix);
            v = q;
        }
        if (negative) {
            digits[--at] = '-';
        }
        return new String(digits, at, digits.length - at);
    }

    /** {@code Long.toUnsignedString(long, int)}. */
    public static String longToUnsignedString(long value, int radix) {
        radix = radix(radix);
        if (value >= 0) {
            return longToString(value, radix);
        }
        long quotient = Long.divideUnsigned(value, radix);
        long rest = Long.remainderUnsigned(value, radix);
        return longToString(quotient, radix) + Character.forDigit((int) rest, radix);
    }

    /** {@code Integer.toUnsignedString(int, int)}. */
    public static String intToUnsignedString(int value, int radix) {
        return longToString(value & 0xffffffffL, radix);
    }

    // --- Numbers -----------------------------------------------------------------------------

    /**
     * {@code BigInteger.doubleValue}: the nearest double, ties to even (TeaVM's conversion
     * rounded twice). The top 54 bits and whether any bit below them is set decide the rounding.
     */
    public static double bigIntegerDoubleValue(BigInteger self) {
        int sign = self.signum();
        if (sign == 0) {
            return 0.0;
        }
        BigInteger magnitude = self.abs();
        int bits = magnitude.bitLength();
        if (bits <= 63) {
            return (double) self.longValue();
        }
        int shift = bits - 54;
        long top = magnitude.shiftRight(shift).longValue();
        boolean below = magnitude.getLowestSetBit() < shift;
        boolean half = (top & 1) != 0;
        long mantissa = top >>> 1;
        if (half && (below || (mantissa & 1) != 0)) {
            mantissa++;
        }
        double result = Math.scalb((double) mantissa, shift + 1);
        return sign < 0 ? -result : result;
    }

    /** {@code BigDecimal.divide(divisor, scale, roundingMode)}: a zero divisor is an ArithmeticException. */
    public static void divisorNotZero(Object[] args) {
        if (((java.math.BigDecimal) args[1]).signum() == 0) {
            throw new ArithmeticException("/ by zero");
        }
    }

    /**
     * {@code BigDecimal.round(mc)} and the arithmetic with a {@code MathContext}: TeaVM skipped the
     * rounding when its estimate of the precision (from the bit length) was not above the
     * context's ({@code 1000} under {@code MathContext(3)} stayed {@code 1000}, the JDK's is
     * {@code 1.00E+3}). The result is rounded again by its exact precision.
     */
    public static java.math.BigDecimal roundAgain(java.math.BigDecimal self, java.math.MathContext mc,
            java.math.BigDecimal teavm) {
        return roundTo(teavm, mc);
    }

    /** {@link #roundAgain} for {@code add}, {@code subtract} and {@code multiply}. */
    public static java.math.BigDecimal roundAgain(java.math.BigDecimal self, java.math.BigDecimal other,
            java.math.MathContext mc, java.math.BigDecimal teavm) {
        return roundTo(teavm, mc);
    }

    private static java.math.BigDecimal roundTo(java.math.BigDecimal value, java.math.MathContext mc) {
        int digits = mc.getPrecision();
        if (digits == 0 || value.precision() <= digits) {
            return value;
        }
        java.math.BigDecimal rounded = value.setScale(value.scale() - (value.precision() - digits), mc.getRoundingMode());
        if (rounded.precision() > digits) {
            // A carry (999.6 to three digits is 1000): one digit fewer, which is exact.
            rounded = rounded.setScale(rounded.scale() - 1, mc.getRoundingMode());
        }
        return rounded;
    }

    // --- Strings -----------------------------------------------------------------------------

    /**
     * {@code String.indexOf(String, int)}: a start past the end finds the empty string at the
     * end (TeaVM answered -1).
     */
    public static int indexOf(String self, String str, int from) {
        int length = self.length();
        int wanted = str.length();
        if (from < 0) {
            from = 0;
        }
        if (from >= length) {
            return wanted == 0 ? length : -1;
        }
        for (int i = from; i + wanted <= length; i++) {
            if (self.startsWith(str, i)) {
                return i;
            }
        }
        return -1;
    }

    /**
     * {@code String.replace(CharSequence, CharSequence)}: every occurrence, left to right. TeaVM's
     * appended {@code "null"} to a string of three or more chars in which a one-char target
     * does not occur ({@code "abc".replace("x", "yy")} was {@code "abcnull"}).
     */
    public static String replace(String self, CharSequence target, CharSequence replacement) {
        String what = target.toString();
        String with = replacement.toString();
        if (what.isEmpty()) {
            StringBuilder out = new StringBuilder(self.length() * (with.length() + 1) + with.length());
            out.append(with);
            for (int i = 0; i < self.length(); i++) {
                out.append(self.charAt(i)).append(with);
            }
            return out.toString();
        }
        int at = indexOf(self, what, 0);
        if (at < 0) {
            return self;
        }
        StringBuilder out = new StringBuilder(self.length());
        int from = 0;
        while (at >= 0) {
            out.append(self, from, at).append(with);
            from = at + what.length();
            at = indexOf(self, what, from);
        }
        out.append(self, from, self.length());
        return out.toString();
    }

    private static int firstNonWhitespace(String line) {
        int i = 0;
        while (i < line.length() && Character.isWhitespace(line.charAt(i))) {
            i++;
        }
        return i;
    }

    private static int endOfNonWhitespace(String line) {
        int end = line.length();
        while (end > 0 && Character.isWhitespace(line.charAt(end - 1))) {
            end--;
        }
        return end;
    }

    /**
     * {@code String.stripIndent}: the common indentation of the non-blank lines (and of a blank
     * last line) goes, every line loses its trailing white space, and the line terminators
     * become {@code \n}; a text ending in a terminator keeps its indentation and ends in
     * {@code \n}. TeaVM kept the trailing white space.
     */
    public static String stripIndent(String self) {
        if (self.isEmpty()) {
            return "";
        }
        char last = self.charAt(self.length() - 1);
        boolean endsInTerminator = last == '\n' || last == '\r';
        List<String> lines = self.lines().collect(java.util.stream.Collectors.toList());
        int outdent = 0;
        if (!endsInTerminator) {
            outdent = Integer.MAX_VALUE;
            for (String line : lines) {
                int lead = firstNonWhitespace(line);
                if (lead != line.length()) {
                    outdent = Math.min(outdent, lead);
                }
            }
            String lastLine = lines.get(lines.size() - 1);
            if (lastLine.isBlank()) {
                outdent = Math.min(outdent, lastLine.length());
            }
        }
        StringBuilder out = new StringBuilder(self.length());
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (i > 0) {
                out.append('\n');
            }
            int lead = firstNonWhitespace(line);
            int end = endOfNonWhitespace(line);
            if (lead < end) {
                out.append(line, Math.min(outdent, lead), end);
            }
        }
        if (endsInTerminator) {
            out.append('\n');
        }
        return out.toString();
    }

    /**
     * {@code String.toUpperCase()}: the characters whose capital is more than one character
     * ({@code ß} is {@code SS}, {@code ﬁ} is {@code FI}), from the JDK's own table
     * ({@link SpecialCasing}, generated when gg is built); TeaVM mapped each char to one.
     */
    public static String toUpperCase(String self, String teavm) {
        String keys = SpecialCasing.UPPER_KEYS;
        boolean special = false;
        for (int i = 0; i < self.length() && !special; i++) {
            // Every char with a longer capital is at or past U+00DF (ß): plain text skips the table.
            char c = self.charAt(i);
            special = c >= '\u00df' && keys.indexOf(c) >= 0;
        }
        if (!special) {
            return teavm;
        }
        StringBuilder out = new StringBuilder(self.length() + 8);
        for (int i = 0; i < self.length(); i++) {
            char c = self.charAt(i);
            int k = keys.indexOf(c);
            if (k >= 0) {
                out.append(SpecialCasing.UPPER_VALUES[k]);
            } else if (Character.isHighSurrogate(c) && i + 1 < self.length()
                    && Character.isLowSurrogate(self.charAt(i + 1))) {
                out.appendCodePoint(Character.toUpperCase(Character.toCodePoint(c, self.charAt(i + 1))));
                i++;
            } else {
                out.append(Character.toUpperCase(c));
            }
        }
        return out.toString();
    }

    /**
     * {@code String.toLowerCase()}: {@code İ} is {@code i} and a combining dot, and a capital
     * sigma that ends a word is {@code ς}, as the JDK's special casing has them; TeaVM mapped
     * each char to one.
     */
    public static String toLowerCase(String self, String teavm) {
        if (self.indexOf('\u0130') < 0 && self.indexOf('\u03a3') < 0 || teavm.length() != self.length()) {
            return teavm;
        }
        StringBuilder out = new StringBuilder(self.length() + 4);
        for (int i = 0; i < teavm.length(); i++) {
            char c = self.charAt(i);
            if (c == '\u0130') {
                out.append("i\u0307");
            } else if (c == '\u03a3' && finalSigma(self, i)) {
                out.append('\u03c2');
            } else {
                out.append(teavm.charAt(i));
            }
        }
        return out.toString();
    }

    /** A capital sigma after a letter and not before one ends its word. */
    private static boolean finalSigma(String text, int at) {
        int before = at - 1;
        while (before >= 0 && isCaseIgnorable(text.charAt(before))) {
            before--;
        }
        if (before < 0 || !Character.isLetter(text.charAt(before))) {
            return false;
        }
        int after = at + 1;
        while (after < text.length() && isCaseIgnorable(text.charAt(after))) {
            after++;
        }
        return after >= text.length() || !Character.isLetter(text.charAt(after));
    }

    private static boolean isCaseIgnorable(char c) {
        int type = Character.getType(c);
        return type == Character.NON_SPACING_MARK || type == Character.ENCLOSING_MARK || type == Character.FORMAT
                || type == Character.MODIFIER_LETTER || type == Character.MODIFIER_SYMBOL || c == '\'' || c == '.'
                || c == ':' || c == '\u00b7' || c == '\u2019';
    }

    /** {@code setLength}: not negative. */
    public static void builderLength(CharSequence self, int length) {
        if (length < 0) {
            throw new StringIndexOutOfBoundsException("String index out of range: " + length);
        }
    }

    /** {@code substring(begin, end)}, {@code subSequence} of a string or builder: the JDK's range check and message. */
    public static void substringRange(CharSequence self, int begin, int end) {
        if (begin < 0 || begin > end || end > self.length()) {
            throw new StringIndexOutOfBoundsException(range(begin, end, self.length()));
        }
    }

    /** {@code substring(begin)}. */
    public static void substringFrom(CharSequence self, int begin) {
        substringRange(self, begin, self.length());
    }

    /** {@code String.valueOf(char[], int, int)} and {@code copyValueOf}: offset and count. */
    public static void charsOffsetCount(Object[] args) {
        char[] chars = (char[]) args[0];
        int offset = (Integer) args[1];
        int count = (Integer) args[2];
        if (offset < 0 || count < 0 || offset > chars.length - count) {
            throw new StringIndexOutOfBoundsException("Range [" + offset + ", " + offset + " + " + count
                    + ") out of bounds for length " + chars.length);
        }
    }

    /** {@code String.offsetByCodePoints}: an index outside the string. */
    public static void offsetByCodePointsIndex(Object[] args) {
        String self = (String) args[0];
        int index = (Integer) args[1];
        if (index < 0 || index > self.length()) {
            throw new IndexOutOfBoundsException();
        }
    }

    /** {@code Integer.parseInt(CharSequence, int, int, int)} and {@code Long.parseLong}'s twin. */
    public static void parseRange(Object[] args) {
        CharSequence s = Objects.requireNonNull((CharSequence) args[0]);
        int begin = (Integer) args[1];
        int end = (Integer) args[2];
        if (begin < 0 || begin > end || end > s.length()) {
            throw new IndexOutOfBoundsException(range(begin, end, s.length()));
        }
    }

    // --- StringBuilder / StringBuffer ---------------------------------------------------------

    /** {@code insert(offset, …)}: the offset must be within the builder. */
    public static void insertOffset(CharSequence self, int offset) {
        if (offset < 0 || offset > self.length()) {
            throw new StringIndexOutOfBoundsException(range(offset, self.length(), self.length()));
        }
    }

    /** {@code insert(offset, char[] str, int off, int len)}. */
    public static void insertChars(CharSequence self, int offset, char[] str, int off, int len) {
        insertOffset(self, offset);
        if (off < 0 || len < 0 || off > str.length - len) {
            throw new StringIndexOutOfBoundsException(range(off, off + len, str.length));
        }
    }

    /** {@code insert(offset, CharSequence s, int start, int end)}. */
    public static void insertSequence(CharSequence self, int offset, CharSequence s, int start, int end) {
        insertOffset(self, offset);
        if (s == null) {
            s = "null";
        }
        if (start < 0 || start > end || end > s.length()) {
            throw new IndexOutOfBoundsException(range(start, end, s.length()));
        }
    }

    /** {@code append(char[] str, int offset, int len)}. */
    public static void appendChars(CharSequence self, char[] str, int off, int len) {
        if (off < 0 || len < 0 || off > str.length - len) {
            throw new IndexOutOfBoundsException(range(off, off + len, str.length));
        }
    }

    /** {@code append(CharSequence s, int start, int end)}. */
    public static void appendSequence(CharSequence self, CharSequence s, int start, int end) {
        if (s == null) {
            s = "null";
        }
        if (start < 0 || start > end || end > s.length()) {
            throw new IndexOutOfBoundsException(range(start, end, s.length()));
        }
    }

    /** {@code appendCodePoint}: only a code point. */
    public static void appendCodePointValid(CharSequence self, int codePoint) {
        if (!isValidCodePoint(codePoint)) {
            throw new IllegalArgumentException("Not a valid Unicode code point: 0x"
                    + Integer.toHexString(codePoint).toUpperCase());
        }
    }

    /** {@code delete(start, end)} and {@code replace(start, end, str)}: an end past the length is the length. */
    public static void deleteRange(CharSequence self, int start, int end) {
        end = Math.min(end, self.length());
        if (start < 0 || start > end) {
            throw new StringIndexOutOfBoundsException(range(start, end, self.length()));
        }
    }

    /** {@code deleteCharAt(index)}. */
    public static void builderIndex(CharSequence self, int index) {
        if (index < 0 || index >= self.length()) {
            throw new StringIndexOutOfBoundsException(outOfBounds(index, self.length()));
        }
    }

    // --- Arrays and collections ---------------------------------------------------------------

    /**
     * The JDK's check of a range {@code [from, to)} of an array ({@code Arrays.sort}, {@code fill},
     * {@code binarySearch}, {@code equals}, {@code mismatch}): TeaVM went on with it, and a
     * reversed range allocated a negative-sized array (which ended the program).
     */
    private static void arrayRange(Object array, int from, int to) {
        int length = java.lang.reflect.Array.getLength(Objects.requireNonNull(array));
        if (from > to) {
            throw new IllegalArgumentException("fromIndex(" + from + ") > toIndex(" + to + ")");
        }
        if (from < 0) {
            throw new ArrayIndexOutOfBoundsException("Array index out of range: " + from);
        }
        if (to > length) {
            throw new ArrayIndexOutOfBoundsException("Array index out of range: " + to);
        }
    }

    /** {@code (array, from, to, …)}. */
    public static void arrayRange(Object[] args) {
        arrayRange(args[0], (Integer) args[1], (Integer) args[2]);
    }

    /** {@code (a, aFrom, aTo, b, bFrom, bTo)}. */
    public static void twoArrayRanges(Object[] args) {
        arrayRange(args[0], (Integer) args[1], (Integer) args[2]);
        arrayRange(args[3], (Integer) args[4], (Integer) args[5]);
    }

    /** {@code Collections.max}/{@code min}: an empty collection has no first element. */
    public static void notEmpty(Object[] args) {
        Iterator<?> it = ((Collection<?>) args[0]).iterator();
        if (!it.hasNext()) {
            throw new NoSuchElementException();
        }
    }

    /** {@code Collections.rotate}: nothing to do for an empty list (TeaVM divided by its size). */
    public static void rotate(List<?> list, int distance) {
        int size = list.size();
        if (size == 0) {
            return;
        }
        int shift = Math.floorMod(distance, size);
        if (shift == 0) {
            return;
        }
        Collections.reverse(list);
        Collections.reverse(list.subList(0, shift));
        Collections.reverse(list.subList(shift, size));
    }

    /** {@code Objects.compare}: the comparator is asked (and must exist) unless the two are the same. */
    @SuppressWarnings({ "unchecked", "rawtypes" })
    public static int objectsCompare(Object a, Object b, Comparator c) {
        return a == b ? 0 : c.compare(a, b);
    }

    /** {@code toString} of a collection view TeaVM left without one ({@code ArrayDeque.reversed()}). */
    public static String collectionToString(Object self) {
        Iterator<?> it = ((Iterable<?>) self).iterator();
        StringBuilder out = new StringBuilder("[");
        while (it.hasNext()) {
            Object e = it.next();
            out.append(e == self ? "(this Collection)" : String.valueOf(e));
            if (it.hasNext()) {
                out.append(", ");
            }
        }
        return out.append(']').toString();
    }

    // --- Messages ------------------------------------------------------------------------------

    private static String range(int begin, int end, int length) {
        return "Range [" + begin + ", " + end + ") out of bounds for length " + length;
    }

    private static String outOfBounds(int index, int length) {
        return "Index " + index + " out of bounds for length " + length;
    }
}
