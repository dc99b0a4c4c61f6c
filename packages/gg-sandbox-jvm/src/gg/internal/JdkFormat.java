package gg.internal;

import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.util.FormatFlagsConversionMismatchException;
import java.util.Formatter;
import java.util.IllegalFormatCodePointException;
import java.util.IllegalFormatConversionException;
import java.util.IllegalFormatPrecisionException;
import java.util.Locale;
import java.util.MissingFormatArgumentException;
import java.util.MissingFormatWidthException;
import java.util.UnknownFormatConversionException;

/**
 * {@code java.util.Formatter.format} (so {@code String.format}, {@code formatted} and
 * {@code printf}) as the JDK's javadoc specifies it, in place of TeaVM 0.13.1's, which had no
 * {@code %e}, {@code %g} or {@code %n}. Written from the specification, Locale-free (the root
 * locale's digits, {@code .} and {@code ,}):
 * {@code %[index$][flags][width][.precision]conversion} with the general ({@code b h s}),
 * character ({@code c}), integral ({@code d o x}), floating-point ({@code e f g}) conversions,
 * their upper-case forms, {@code %%} and {@code %n}. A double's digits are those of
 * {@code Double.toString} rounded half-up to the precision, as the JDK's are. Each piece is
 * appended as it is formatted, so a failing specifier leaves what came before it written, as on
 * the JDK.
 */
public final class JdkFormat {
    private static final String FLAGS = "-#+ 0,(<";

    private JdkFormat() {
    }

    public static Formatter format(Formatter self, String format, Object[] args) {
        return format(self, null, format, args);
    }

    public static Formatter format(Formatter self, Locale locale, String format, Object[] args) {
        Appendable out = self.out();
        try {
            new JdkFormat.Run(out, format, args).run();
        } catch (IOException e) {
            // An Appendable that fails: the JDK keeps the exception for ioException(); nothing
            // a program's String or stream target throws.
        }
        return self;
    }

    private static final class Run {
        final Appendable out;
        final String format;
        final Object[] args;
        int ordinary;
        int last = -1;

        Run(Appendable out, String format, Object[] args) {
            this.out = out;
            this.format = format;
            this.args = args != null ? args : new Object[] { null };
        }

        void run() throws IOException {
            int n = format.length();
            int i = 0;
            while (i < n) {
                int pct = format.indexOf('%', i);
                if (pct < 0) {
                    out.append(format, i, n);
                    return;
                }
                out.append(format, i, pct);
                int j = pct + 1;
                int index = 0;
                int k = j;
                while (k < n && isDigit(format.charAt(k))) {
                    ++k;
                }
                if (k > j && k < n && format.charAt(k) == '$') {
                    index = Integer.parseInt(format.substring(j, k));
                    j = k + 1;
                }
                int flagsStart = j;
                while (j < n && FLAGS.indexOf(format.charAt(j)) >= 0) {
                    ++j;
                }
                String flags = format.substring(flagsStart, j);
                k = j;
                while (k < n && isDigit(format.charAt(k))) {
                    ++k;
                }
                int width = k > j ? Integer.parseInt(format.substring(j, k)) : -1;
                j = k;
                int precision = -1;
                if (j < n && format.charAt(j) == '.') {
                    k = j + 1;
                    while (k < n && isDigit(format.charAt(k))) {
                        ++k;
                    }
                    if (k == j + 1) {
                        throw new UnknownFormatConversionException(".");
                    }
                    precision = Integer.parseInt(format.substring(j + 1, k));
                    j = k;
                }
                if (j >= n) {
                    throw new UnknownFormatConversionException("%");
                }
                char conversion = format.charAt(j);
                i = j + 1;
                Spec spec = new Spec(format.substring(pct, i), flags, width, precision, conversion);
                if (conversion == 'n') {
                    out.append('\n');
                } else if (conversion == '%') {
                    if (precision >= 0) {
                        throw new IllegalFormatPrecisionException(precision);
                    }
                    out.append(spec.justify("%"));
                } else {
                    out.append(spec.convert(argument(spec, index)));
                }
            }
        }

        Object argument(Spec spec, int index) {
            int at;
            if (spec.has('<')) {
                at = last;
            } else if (index > 0) {
                at = index - 1;
            } else {
                at = ordinary++;
            }
            if (at < 0 || at >= args.length) {
                throw new MissingFormatArgumentException(spec.text);
            }
            last = at;
            return args[at];
        }
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static final class Spec {
        final String text;
        final String flags;
        final int width;
        final int precision;
        final char conversion;
        final boolean upper;

        Spec(String text, String flags, int width, int precision, char conversion) {
            this.text = text;
            this.flags = flags;
            this.width = width;
            this.precision = precision;
            this.conversion = conversion;
            this.upper = Character.isUpperCase(conversion);
            if ((has('-') || has('0')) && width < 0) {
                throw new MissingFormatWidthException(text);
            }
        }

        boolean has(char flag) {
            return flags.indexOf(flag) >= 0;
        }

        String justify(String s) {
            if (width <= s.length()) {
                return s;
            }
            StringBuilder sb = new StringBuilder(width);
            if (has('-')) {
                sb.append(s);
            }
            for (int i = s.length(); i < width; ++i) {
                sb.append(' ');
            }
            if (!has('-')) {
                sb.append(s);
            }
            return sb.toString();
        }

        String general(String s) {
            if (precision >= 0 && precision < s.length()) {
                s = s.substring(0, precision);
            }
            return justify(upper ? s.toUpperCase() : s);
        }

        void noPrecision() {
            if (precision >= 0) {
                throw new IllegalFormatPrecisionException(precision);
            }
        }

        IllegalFormatConversionException mismatch(Object arg) {
            return new IllegalFormatConversionException(conversion, arg.getClass());
        }

        String convert(Object arg) {
            switch (Character.toLowerCase(conversion)) {
                case 'b':
                    return general(arg == null ? "false" : arg instanceof Boolean ? arg.toString() : "true");
                case 'h':
                    return general(arg == null ? "null" : Integer.toHexString(arg.hashCode()));
                case 's':
                    if (has('#')) {
                        throw new FormatFlagsConversionMismatchException("#", conversion);
                    }
                    return general(String.valueOf(arg));
                case 'c':
                    noPrecision();
                    return general(character(arg));
                case 'd':
                    noPrecision();
                    return integral(arg);
                case 'o':
                case 'x':
                    noPrecision();
                    return radix(arg);
                case 'e':
                case 'f':
                case 'g':
                    return floating(arg);
                default:
                    throw new UnknownFormatConversionException(String.valueOf(conversion));
            }
        }

        String character(Object arg) {
            if (arg == null) {
                return "null";
            }
            if (arg instanceof Character) {
                return arg.toString();
            }
            int code;
            if (arg instanceof Byte || arg instanceof Short || arg instanceof Integer) {
                code = ((Number) arg).intValue();
            } else {
                throw mismatch(arg);
            }
            if (!Character.isValidCodePoint(code)) {
                throw new IllegalFormatCodePointException(code);
            }
            return new String(Character.toChars(code));
        }

        String integral(Object arg) {
            if (arg == null) {
                return justify("null");
            }
            BigInteger value;
            if (arg instanceof Integer || arg instanceof Long || arg instanceof Short || arg instanceof Byte) {
                value = BigInteger.valueOf(((Number) arg).longValue());
            } else if (arg instanceof BigInteger) {
                value = (BigInteger) arg;
            } else {
                throw mismatch(arg);
            }
            String digits = value.abs().toString();
            if (has(',')) {
                digits = grouped(digits);
            }
            return signed(value.signum() < 0, digits);
        }

        String radix(Object arg) {
            if (arg == null) {
                return justify("null");
            }
            boolean hex = Character.toLowerCase(conversion) == 'x';
            String digits;
            boolean negative = false;
            if (arg instanceof BigInteger) {
                BigInteger value = (BigInteger) arg;
                negative = value.signum() < 0;
                digits = value.abs().toString(hex ? 16 : 8);
            } else if (arg instanceof Long) {
                long v = (Long) arg;
                digits = hex ? Long.toHexString(v) : Long.toOctalString(v);
            } else if (arg instanceof Integer || arg instanceof Short || arg instanceof Byte) {
                long v = ((Number) arg).longValue();
                if (v < 0) {
                    v += arg instanceof Integer ? 1L << 32 : arg instanceof Short ? 1L << 16 : 1L << 8;
                }
                digits = hex ? Long.toHexString(v) : Long.toOctalString(v);
            } else {
                throw mismatch(arg);
            }
            if (has(',')) {
                throw new FormatFlagsConversionMismatchException(",", conversion);
            }
            String prefix = has('#') ? (hex ? "0x" : "0") : "";
            String s;
            if (arg instanceof BigInteger) {
                s = signed(negative, prefix + digits);
            } else {
                s = prefix + digits;
                if (has('0')) {
                    StringBuilder sb = new StringBuilder(prefix);
                    for (int i = s.length(); i < width; ++i) {
                        sb.append('0');
                    }
                    s = sb.append(digits).toString();
                }
                s = justify(s);
            }
            return upper ? s.toUpperCase() : s;
        }

        /** Sign, zero padding and justification of a magnitude's text, as the JDK's numbers get. */
        String signed(boolean negative, String magnitude) {
            StringBuilder sb = new StringBuilder();
            if (negative) {
                sb.append(has('(') ? '(' : '-');
            } else if (has('+')) {
                sb.append('+');
            } else if (has(' ')) {
                sb.append(' ');
            }
            String tail = negative && has('(') ? ")" : "";
            if (has('0')) {
                for (int i = sb.length() + magnitude.length() + tail.length(); i < width; ++i) {
                    sb.append('0');
                }
            }
            sb.append(magnitude).append(tail);
            return justify(sb.toString());
        }

        String floating(Object arg) {
            if (arg == null) {
                return justify("null");
            }
            BigDecimal magnitude;
            boolean negative;
            if (arg instanceof Double || arg instanceof Float) {
                double d = ((Number) arg).doubleValue();
                if (Double.isNaN(d) || Double.isInfinite(d)) {
                    String s = Double.isNaN(d) ? "NaN" : d > 0 ? (has('+') ? "+Infinity" : "Infinity")
                            : has('(') ? "(Infinity)" : "-Infinity";
                    return justify(upper ? s.toUpperCase() : s);
                }
                negative = d < 0 || (d == 0 && 1 / d < 0);
                magnitude = new BigDecimal(arg instanceof Float ? Float.toString(Math.abs((Float) arg))
                        : Double.toString(Math.abs(d)));
            } else if (arg instanceof BigDecimal) {
                BigDecimal value = (BigDecimal) arg;
                negative = value.signum() < 0;
                magnitude = value.abs();
            } else {
                throw mismatch(arg);
            }
            String text;
            switch (Character.toLowerCase(conversion)) {
                case 'e':
                    if (has(',')) {
                        throw new FormatFlagsConversionMismatchException(",", conversion);
                    }
                    text = scientific(magnitude, precision < 0 ? 6 : precision);
                    break;
                case 'f':
                    text = decimal(magnitude, precision < 0 ? 6 : precision);
                    break;
                default:
                    text = generalFloat(magnitude, precision < 0 ? 6 : precision == 0 ? 1 : precision);
                    break;
            }
            String s = signed(negative, text);
            return upper ? s.toUpperCase() : s;
        }

        String decimal(BigDecimal magnitude, int scale) {
            String plain = magnitude.setScale(scale, RoundingMode.HALF_UP).toPlainString();
            if (has(',')) {
                int point = plain.indexOf('.');
                String whole = point < 0 ? plain : plain.substring(0, point);
                plain = grouped(whole) + (point < 0 ? "" : plain.substring(point));
            }
            if (has('#') && scale == 0) {
                plain += ".";
            }
            return plain;
        }

        String scientific(BigDecimal magnitude, int fraction) {
            String digits;
            int exponent;
            if (magnitude.signum() == 0) {
                digits = "0";
                exponent = 0;
            } else {
                BigDecimal rounded = significant(magnitude, fraction + 1);
                digits = rounded.unscaledValue().toString();
                exponent = digits.length() - 1 - rounded.scale();
            }
            StringBuilder sb = new StringBuilder();
            sb.append(digits.charAt(0));
            if (fraction > 0 || has('#')) {
                sb.append('.');
            }
            for (int i = 1; i <= fraction; ++i) {
                sb.append(i < digits.length() ? digits.charAt(i) : '0');
            }
            sb.append('e').append(exponent < 0 ? '-' : '+');
            int abs = Math.abs(exponent);
            if (abs < 10) {
                sb.append('0');
            }
            return sb.append(abs).toString();
        }

        String generalFloat(BigDecimal magnitude, int significant) {
            if (magnitude.signum() == 0) {
                return decimal(magnitude, significant - 1);
            }
            BigDecimal rounded = significant(magnitude, significant);
            int exponent = rounded.unscaledValue().toString().length() - rounded.scale() - 1;
            if (rounded.compareTo(new BigDecimal("0.0001")) >= 0 && exponent < significant) {
                return decimal(magnitude, significant - exponent - 1);
            }
            if (has(',')) {
                throw new FormatFlagsConversionMismatchException(",", conversion);
            }
            return scientific(magnitude, significant - 1);
        }
    }

    /**
     * {@code magnitude} (positive) rounded half-up to {@code digits} significant digits, by scale
     * (TeaVM's {@code BigDecimal.round(MathContext)} drops the carry: 12345.678 to 7 digits was
     * 12345.67).
     */
    static BigDecimal significant(BigDecimal magnitude, int digits) {
        int have = magnitude.unscaledValue().toString().length();
        if (have <= digits) {
            return magnitude;
        }
        return magnitude.setScale(magnitude.scale() - (have - digits), RoundingMode.HALF_UP);
    }

    /** Digits with a {@code ,} between each group of three, from the right. */
    static String grouped(String digits) {
        StringBuilder sb = new StringBuilder();
        int first = digits.length() % 3;
        if (first == 0) {
            first = 3;
        }
        sb.append(digits, 0, Math.min(first, digits.length()));
        for (int i = first; i < digits.length(); i += 3) {
            sb.append(',').append(digits, i, i + 3);
        }
        return sb.toString();
    }
}
