package gg.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A small, strict JSON codec (RFC 8259) over a plain value model.
 *
 * <p>The value model: JSON {@code null} is Java {@code null}; a string is a
 * {@link String}; {@code true}/{@code false} a {@link Boolean}; a number a
 * {@link Num}, which keeps its literal text so that no digit is lost before
 * the reader asks for a type; an array an {@link ArrayList}; an object a
 * {@link LinkedHashMap} in document order. {@link #write(Object)} also takes
 * {@link Integer} and {@link Long} for numbers, and any {@link List} and
 * {@link Map} with string keys.
 *
 * <p>Written text is exact: a string escapes {@code "} and {@code \}, uses the
 * short escapes {@code \b \f \n \r \t}, writes every other control character
 * below U+0020 as {@code \}{@code u00XX}, and writes an unpaired surrogate as
 * its {@code \}{@code uXXXX} escape, since no UTF-8 transport can carry one
 * raw. Everything else, {@code /} and U+2028 included, is written as itself.
 * So the text handed to the transport is always well-formed Unicode.
 */
public final class Json {
    /** How deeply arrays and objects may nest in parsed text. */
    public static final int MAX_DEPTH = 512;

    private Json() {
    }

    /** A JSON number, kept as its literal text. */
    public static final class Num {
        private final String text;
        private final boolean integral;

        private Num(String text, boolean integral) {
            this.text = text;
            this.integral = integral;
        }

        /**
         * A number from a {@code long}.
         *
         * @param value the value
         * @return the number
         */
        public static Num of(long value) {
            return new Num(Long.toString(value), true);
        }

        /**
         * A number from a finite {@code double}.
         *
         * @param value the value
         * @return the number
         * @throws IllegalArgumentException when the value is NaN or infinite, which JSON cannot spell
         */
        public static Num of(double value) {
            if (Double.isNaN(value) || Double.isInfinite(value)) {
                throw new IllegalArgumentException("JSON has no number " + value);
            }
            return new Num(Double.toString(value), false);
        }

        /**
         * Returns the literal text.
         *
         * @return the number as written
         */
        public String text() {
            return text;
        }

        /**
         * Tells whether the literal has neither a fraction nor an exponent.
         *
         * @return true for an integer literal such as {@code -12}
         */
        public boolean integral() {
            return integral;
        }

        /**
         * Returns the integer value, when the literal is an integer a {@code long} holds.
         *
         * @return the value
         * @throws NumberFormatException when it is not
         */
        public long longValue() {
            if (!integral) {
                throw new NumberFormatException("not an integer: " + text);
            }
            return Long.parseLong(text);
        }

        /**
         * Returns the value as the nearest {@code double}.
         *
         * @return the value
         */
        public double doubleValue() {
            return Double.parseDouble(text);
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Num && ((Num) other).text.equals(text);
        }

        @Override
        public int hashCode() {
            return text.hashCode();
        }

        @Override
        public String toString() {
            return text;
        }
    }

    /** Text that is not JSON. The message names what was wrong and the offset. */
    public static final class SyntaxError extends RuntimeException {
        private static final long serialVersionUID = 1L;
        /** Where in the text the error was found. */
        private final int offset;

        SyntaxError(String message, int offset) {
            super(message + " at offset " + offset);
            this.offset = offset;
        }

        /**
         * Returns where in the text the error was found.
         *
         * @return a 0-based offset in UTF-16 units
         */
        public int offset() {
            return offset;
        }
    }

    /**
     * Builds an object from alternating member names and values, in order.
     *
     * @param namesAndValues name, value, name, value, ...
     * @return the object
     * @throws IllegalArgumentException when a name is not a string or one is missing its value
     */
    public static Map<String, Object> object(Object... namesAndValues) {
        if (namesAndValues.length % 2 != 0) {
            throw new IllegalArgumentException("a member name without a value");
        }
        Map<String, Object> out = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            if (!(namesAndValues[i] instanceof String)) {
                throw new IllegalArgumentException("a member name must be a string");
            }
            out.put((String) namesAndValues[i], namesAndValues[i + 1]);
        }
        return out;
    }

    // ---- writing ----

    /**
     * Writes a value as compact JSON text: no whitespace, members in the map's order.
     *
     * @param value a value of the model
     * @return the JSON text
     * @throws IllegalArgumentException for a value outside the model
     */
    public static String write(Object value) {
        StringBuilder out = new StringBuilder();
        write(out, value);
        return out.toString();
    }

    private static void write(StringBuilder out, Object value) {
        if (value == null) {
            out.append("null");
        } else if (value instanceof String) {
            quote(out, (String) value);
        } else if (value instanceof Boolean) {
            out.append(((Boolean) value).booleanValue() ? "true" : "false");
        } else if (value instanceof Num) {
            out.append(((Num) value).text);
        } else if (value instanceof Integer || value instanceof Long) {
            out.append(((Number) value).longValue());
        } else if (value instanceof List) {
            out.append('[');
            boolean first = true;
            for (Object item : (List<?>) value) {
                if (!first) {
                    out.append(',');
                }
                first = false;
                write(out, item);
            }
            out.append(']');
        } else if (value instanceof Map) {
            out.append('{');
            boolean first = true;
            for (Map.Entry<?, ?> member : ((Map<?, ?>) value).entrySet()) {
                if (!(member.getKey() instanceof String)) {
                    throw new IllegalArgumentException("a JSON member name must be a string");
                }
                if (!first) {
                    out.append(',');
                }
                first = false;
                quote(out, (String) member.getKey());
                out.append(':');
                write(out, member.getValue());
            }
            out.append('}');
        } else {
            throw new IllegalArgumentException("not a JSON value: " + value.getClass().getName());
        }
    }

    /**
     * Writes a string as a JSON string literal, quotes included.
     *
     * @param value the string
     * @return the literal
     */
    public static String quote(String value) {
        StringBuilder out = new StringBuilder(value.length() + 2);
        quote(out, value);
        return out.toString();
    }

    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private static void quote(StringBuilder out, String s) {
        out.append('"');
        int n = s.length();
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"':
                    out.append("\\\"");
                    break;
                case '\\':
                    out.append("\\\\");
                    break;
                case '\b':
                    out.append("\\b");
                    break;
                case '\f':
                    out.append("\\f");
                    break;
                case '\n':
                    out.append("\\n");
                    break;
                case '\r':
                    out.append("\\r");
                    break;
                case '\t':
                    out.append("\\t");
                    break;
                default:
                    if (c < 0x20) {
                        unicodeEscape(out, c);
                    } else if (Character.isHighSurrogate(c)) {
                        if (i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
                            out.append(c).append(s.charAt(i + 1));
                            i++;
                        } else {
                            unicodeEscape(out, c);
                        }
                    } else if (Character.isLowSurrogate(c)) {
                        unicodeEscape(out, c);
                    } else {
                        out.append(c);
                    }
            }
        }
        out.append('"');
    }

    private static void unicodeEscape(StringBuilder out, char c) {
        out.append("\\u").append(HEX[(c >> 12) & 15]).append(HEX[(c >> 8) & 15]).append(HEX[(c >> 4) & 15]).append(HEX[c & 15]);
    }

    // ---- parsing ----

    /**
     * Parses one JSON text: a single value with optional whitespace around it.
     *
     * @param text the text
     * @return the value, in the model above
     * @throws SyntaxError when the text is not JSON, or an object repeats a member name
     */
    public static Object parse(String text) {
        if (text == null) {
            throw new SyntaxError("no text", 0);
        }
        Parser p = new Parser(text);
        p.skipSpace();
        Object value = p.value(0);
        p.skipSpace();
        if (p.pos != text.length()) {
            throw new SyntaxError("unexpected " + p.shown() + " after the value", p.pos);
        }
        return value;
    }

    private static final class Parser {
        private final String s;
        private int pos;

        Parser(String s) {
            this.s = s;
        }

        String shown() {
            if (pos >= s.length()) {
                return "end of text";
            }
            char c = s.charAt(pos);
            if (c < 0x20 || c > 0x7e) {
                return "character U+" + hex4(c);
            }
            return "'" + c + "'";
        }

        SyntaxError error(String expected) {
            return new SyntaxError("expected " + expected + ", got " + shown(), pos);
        }

        void skipSpace() {
            while (pos < s.length()) {
                char c = s.charAt(pos);
                if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
                    pos++;
                } else {
                    break;
                }
            }
        }

        Object value(int depth) {
            if (pos >= s.length()) {
                throw error("a value");
            }
            char c = s.charAt(pos);
            switch (c) {
                case '{':
                    return object(depth + 1);
                case '[':
                    return array(depth + 1);
                case '"':
                    return string();
                case 't':
                    literal("true");
                    return Boolean.TRUE;
                case 'f':
                    literal("false");
                    return Boolean.FALSE;
                case 'n':
                    literal("null");
                    return null;
                default:
                    if (c == '-' || (c >= '0' && c <= '9')) {
                        return number();
                    }
                    throw error("a value");
            }
        }

        void literal(String word) {
            if (!s.startsWith(word, pos)) {
                throw error("'" + word + "'");
            }
            pos += word.length();
        }

        Map<String, Object> object(int depth) {
            if (depth > MAX_DEPTH) {
                throw new SyntaxError("nested more than " + MAX_DEPTH + " deep", pos);
            }
            pos++;
            Map<String, Object> out = new LinkedHashMap<>();
            skipSpace();
            if (pos < s.length() && s.charAt(pos) == '}') {
                pos++;
                return out;
            }
            while (true) {
                skipSpace();
                if (pos >= s.length() || s.charAt(pos) != '"') {
                    throw error("a member name");
                }
                int at = pos;
                String name = string();
                if (out.containsKey(name)) {
                    throw new SyntaxError("member " + quote(name) + " repeated", at);
                }
                skipSpace();
                if (pos >= s.length() || s.charAt(pos) != ':') {
                    throw error("':'");
                }
                pos++;
                skipSpace();
                out.put(name, value(depth));
                skipSpace();
                if (pos < s.length() && s.charAt(pos) == ',') {
                    pos++;
                } else if (pos < s.length() && s.charAt(pos) == '}') {
                    pos++;
                    return out;
                } else {
                    throw error("',' or '}'");
                }
            }
        }

        List<Object> array(int depth) {
            if (depth > MAX_DEPTH) {
                throw new SyntaxError("nested more than " + MAX_DEPTH + " deep", pos);
            }
            pos++;
            List<Object> out = new ArrayList<>();
            skipSpace();
            if (pos < s.length() && s.charAt(pos) == ']') {
                pos++;
                return out;
            }
            while (true) {
                skipSpace();
                out.add(value(depth));
                skipSpace();
                if (pos < s.length() && s.charAt(pos) == ',') {
                    pos++;
                } else if (pos < s.length() && s.charAt(pos) == ']') {
                    pos++;
                    return out;
                } else {
                    throw error("',' or ']'");
                }
            }
        }

        String string() {
            pos++; // the opening quote
            StringBuilder out = null;
            int start = pos;
            while (true) {
                if (pos >= s.length()) {
                    throw new SyntaxError("unterminated string", pos);
                }
                char c = s.charAt(pos);
                if (c == '"') {
                    String tail = s.substring(start, pos);
                    pos++;
                    return out == null ? tail : out.append(tail).toString();
                }
                if (c < 0x20) {
                    throw new SyntaxError("unescaped control character U+" + hex4(c) + " in a string", pos);
                }
                if (c != '\\') {
                    pos++;
                    continue;
                }
                if (out == null) {
                    out = new StringBuilder();
                }
                out.append(s, start, pos);
                pos++;
                if (pos >= s.length()) {
                    throw new SyntaxError("unterminated string", pos);
                }
                char e = s.charAt(pos);
                switch (e) {
                    case '"':
                    case '\\':
                    case '/':
                        out.append(e);
                        break;
                    case 'b':
                        out.append('\b');
                        break;
                    case 'f':
                        out.append('\f');
                        break;
                    case 'n':
                        out.append('\n');
                        break;
                    case 'r':
                        out.append('\r');
                        break;
                    case 't':
                        out.append('\t');
                        break;
                    case 'u': {
                        int code = 0;
                        for (int k = 1; k <= 4; k++) {
                            int d = pos + k < s.length() ? hexDigit(s.charAt(pos + k)) : -1;
                            if (d < 0) {
                                pos += k;
                                throw error("a hex digit of a \\u escape");
                            }
                            code = code * 16 + d;
                        }
                        out.append((char) code);
                        pos += 4;
                        break;
                    }
                    default:
                        throw new SyntaxError("invalid escape '\\" + e + "'", pos - 1);
                }
                pos++;
                start = pos;
            }
        }

        Num number() {
            int start = pos;
            boolean integral = true;
            if (s.charAt(pos) == '-') {
                pos++;
            }
            if (pos < s.length() && s.charAt(pos) == '0') {
                pos++;
            } else if (pos < s.length() && s.charAt(pos) >= '1' && s.charAt(pos) <= '9') {
                digits();
            } else {
                throw error("a digit");
            }
            if (pos < s.length() && s.charAt(pos) == '.') {
                integral = false;
                pos++;
                if (!digits()) {
                    throw error("a digit after '.'");
                }
            }
            if (pos < s.length() && (s.charAt(pos) == 'e' || s.charAt(pos) == 'E')) {
                integral = false;
                pos++;
                if (pos < s.length() && (s.charAt(pos) == '+' || s.charAt(pos) == '-')) {
                    pos++;
                }
                if (!digits()) {
                    throw error("a digit of the exponent");
                }
            }
            return new Num(s.substring(start, pos), integral);
        }

        boolean digits() {
            int start = pos;
            while (pos < s.length() && s.charAt(pos) >= '0' && s.charAt(pos) <= '9') {
                pos++;
            }
            return pos > start;
        }
    }

    private static int hexDigit(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        if (c >= 'a' && c <= 'f') {
            return c - 'a' + 10;
        }
        if (c >= 'A' && c <= 'F') {
            return c - 'A' + 10;
        }
        return -1;
    }

    private static String hex4(char c) {
        return new String(new char[] {
            Character.toUpperCase(HEX[(c >> 12) & 15]), Character.toUpperCase(HEX[(c >> 8) & 15]),
            Character.toUpperCase(HEX[(c >> 4) & 15]), Character.toUpperCase(HEX[c & 15])});
    }
}
