package gg.internal;

import gg.ApiError;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Function;

/**
 * A parsed result, read as the operation's WIT type says it is shaped.
 *
 * <p>Each node knows the operation and its own place in the result
 * ({@code result.matches[2].line}), so a result of the wrong shape is an
 * {@link ApiError} with code {@code IO} that says exactly where, rather than a
 * {@link ClassCastException} inside the SDK.
 */
public final class Node {
    private final String operation;
    private final String where;
    private final Object value;

    private Node(String operation, String where, Object value) {
        this.operation = operation;
        this.where = where;
        this.value = value;
    }

    /**
     * Wraps a whole parsed result.
     *
     * @param operation the operation that returned it
     * @param value the parsed value
     * @return the node
     */
    public static Node root(String operation, Object value) {
        return new Node(operation, "result", value);
    }

    /**
     * Returns the raw parsed value.
     *
     * @return a value of {@link Json}'s model
     */
    public Object raw() {
        return value;
    }

    private ApiError mismatch(String expected) {
        return new ApiError(operation, ApiError.Code.IO,
                "the host's result does not have the operation's shape: " + where + " is " + describe(value) + ", expected " + expected);
    }

    private static String describe(Object v) {
        if (v == null) {
            return "null";
        }
        if (v instanceof String) {
            return "a string";
        }
        if (v instanceof Boolean) {
            return v.toString();
        }
        if (v instanceof Json.Num) {
            return "the number " + v;
        }
        if (v instanceof List) {
            return "an array";
        }
        return "an object";
    }

    @SuppressWarnings("unchecked")
    private Map<String, Object> members() {
        if (!(value instanceof Map)) {
            throw mismatch("an object");
        }
        return (Map<String, Object>) value;
    }

    /**
     * Reads a member the type requires.
     *
     * @param name the member's WIT name
     * @return the member
     */
    public Node get(String name) {
        Map<String, Object> m = members();
        if (!m.containsKey(name)) {
            throw new ApiError(operation, ApiError.Code.IO,
                    "the host's result does not have the operation's shape: " + where + " has no member `" + name + "`");
        }
        return new Node(operation, where + "." + name, m.get(name));
    }

    /**
     * Reads an {@code option} member: empty when it is absent or null.
     *
     * @param name the member's WIT name
     * @return the member, or empty
     */
    public Optional<Node> optional(String name) {
        Map<String, Object> m = members();
        Object v = m.get(name);
        return v == null ? Optional.empty() : Optional.of(new Node(operation, where + "." + name, v));
    }

    /**
     * Reads an {@code option<string>} member.
     *
     * @param name the member's WIT name
     * @return the string, or empty
     */
    public Optional<String> optionalString(String name) {
        Optional<Node> n = optional(name);
        return n.isPresent() ? Optional.of(n.get().string()) : Optional.empty();
    }

    /**
     * Reads an {@code option<s32>} member.
     *
     * @param name the member's WIT name
     * @return the number, or empty
     */
    public OptionalInt optionalS32(String name) {
        Optional<Node> n = optional(name);
        return n.isPresent() ? OptionalInt.of(n.get().s32()) : OptionalInt.empty();
    }

    /**
     * Reads a string.
     *
     * @return the string
     */
    public String string() {
        if (!(value instanceof String)) {
            throw mismatch("a string");
        }
        return (String) value;
    }

    /**
     * Reads a boolean.
     *
     * @return the boolean
     */
    public boolean bool() {
        if (!(value instanceof Boolean)) {
            throw mismatch("true or false");
        }
        return ((Boolean) value).booleanValue();
    }

    private long integer(long min, long max, String expected) {
        if (value instanceof Json.Num && ((Json.Num) value).integral()) {
            try {
                long v = ((Json.Num) value).longValue();
                if (v >= min && v <= max) {
                    return v;
                }
            } catch (NumberFormatException e) {
                // out of a long's range: reported below
            }
        }
        throw mismatch(expected);
    }

    /**
     * Reads a {@code u32} into an {@code int}. A value above
     * {@link Integer#MAX_VALUE} is refused as the wrong shape; no count the
     * surface returns comes near it.
     *
     * @return the number
     */
    public int u32() {
        return (int) integer(0, Integer.MAX_VALUE, "an integer from 0 to " + Integer.MAX_VALUE);
    }

    /**
     * Reads an {@code s32}.
     *
     * @return the number
     */
    public int s32() {
        return (int) integer(Integer.MIN_VALUE, Integer.MAX_VALUE, "an integer from " + Integer.MIN_VALUE + " to " + Integer.MAX_VALUE);
    }

    /**
     * Reads a {@code u64} into a {@code long}. A value above
     * {@link Long#MAX_VALUE} is refused as the wrong shape.
     *
     * @return the number
     */
    public long u64() {
        return integer(0, Long.MAX_VALUE, "an integer from 0 to " + Long.MAX_VALUE);
    }

    /**
     * Reads an {@code f64}. A {@code null} reads as NaN, which is how JSON
     * writers such as serde_json spell a NaN.
     *
     * @return the number
     */
    public double f64() {
        if (value == null) {
            return Double.NaN;
        }
        if (!(value instanceof Json.Num)) {
            throw mismatch("a number");
        }
        return ((Json.Num) value).doubleValue();
    }

    /**
     * Reads a {@code u8}.
     *
     * @return the byte, as Java's signed {@code byte} with the same bits
     */
    public byte u8() {
        return (byte) integer(0, 255, "an integer from 0 to 255");
    }

    /**
     * Reads a list.
     *
     * @return the items, in order
     */
    public List<Node> items() {
        if (!(value instanceof List)) {
            throw mismatch("an array");
        }
        List<?> list = (List<?>) value;
        List<Node> out = new ArrayList<>(list.size());
        for (int i = 0; i < list.size(); i++) {
            out.add(new Node(operation, where + "[" + i + "]", list.get(i)));
        }
        return out;
    }

    /**
     * Reads a list, mapping each item.
     *
     * @param <T> the item type
     * @param read how to read one item
     * @return an unmodifiable list of the items
     */
    public <T> List<T> list(Function<Node, T> read) {
        List<Node> nodes = items();
        List<T> out = new ArrayList<>(nodes.size());
        for (Node n : nodes) {
            out.add(read.apply(n));
        }
        return Collections.unmodifiableList(out);
    }

    /**
     * Reads a {@code list<string>}.
     *
     * @return an unmodifiable list of the strings
     */
    public List<String> strings() {
        return list(Node::string);
    }

    /**
     * Reads a {@code list<u8>}.
     *
     * @return the bytes
     */
    public byte[] bytes() {
        List<Node> nodes = items();
        byte[] out = new byte[nodes.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = nodes.get(i).u8();
        }
        return out;
    }

    /**
     * Reads a variant's case name.
     *
     * @return the {@code tag} member
     */
    public String tag() {
        return get("tag").string();
    }

    /**
     * Reads a variant's payload.
     *
     * @return the {@code val} member
     */
    public Node val() {
        return get("val");
    }

    /**
     * Reads an enum case, matching its WIT case name.
     *
     * @param <E> the Java enum
     * @param cases every constant of the enum
     * @param wireName each constant's WIT case name
     * @return the constant
     */
    public <E> E choice(E[] cases, Function<E, String> wireName) {
        String name = string();
        for (E c : cases) {
            if (wireName.apply(c).equals(name)) {
                return c;
            }
        }
        StringBuilder known = new StringBuilder();
        for (E c : cases) {
            known.append(known.length() == 0 ? "" : ", ").append(wireName.apply(c));
        }
        throw new ApiError(operation, ApiError.Code.IO,
                "the host's result does not have the operation's shape: " + where + " is " + Json.quote(name) + ", expected one of " + known);
    }
}
