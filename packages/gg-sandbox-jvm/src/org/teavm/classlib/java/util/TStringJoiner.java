package org.teavm.classlib.java.util;

import java.util.Objects;

/**
 * gg's addition to TeaVM's classlib, which has no {@code java.util.StringJoiner}: written from
 * the JDK 17 javadoc. Elements are joined by the delimiter between the prefix and the suffix;
 * before any element is added, {@code toString()} is the empty value ({@code prefix + suffix}
 * unless {@link #setEmptyValue} set another).
 */
public final class TStringJoiner {
    private final String prefix;
    private final String delimiter;
    private final String suffix;
    private StringBuilder joined;
    private String emptyValue;

    public TStringJoiner(CharSequence delimiter) {
        this(delimiter, "", "");
    }

    public TStringJoiner(CharSequence delimiter, CharSequence prefix, CharSequence suffix) {
        Objects.requireNonNull(prefix, "The prefix must not be null");
        Objects.requireNonNull(delimiter, "The delimiter must not be null");
        Objects.requireNonNull(suffix, "The suffix must not be null");
        this.prefix = prefix.toString();
        this.delimiter = delimiter.toString();
        this.suffix = suffix.toString();
    }

    public TStringJoiner setEmptyValue(CharSequence emptyValue) {
        this.emptyValue = Objects.requireNonNull(emptyValue, "The empty value must not be null").toString();
        return this;
    }

    public TStringJoiner add(CharSequence newElement) {
        if (joined == null) {
            joined = new StringBuilder();
        } else {
            joined.append(delimiter);
        }
        joined.append(String.valueOf(newElement));
        return this;
    }

    /**
     * Adds {@code other}'s elements, joined by its own delimiter, as one element; nothing when
     * {@code other} has none.
     */
    public TStringJoiner merge(TStringJoiner other) {
        Objects.requireNonNull(other);
        if (other.joined == null) {
            return this;
        }
        String content = other.joined.toString();
        return add(content);
    }

    public int length() {
        return joined == null ? emptyValue().length() : prefix.length() + joined.length() + suffix.length();
    }

    private String emptyValue() {
        return emptyValue != null ? emptyValue : prefix + suffix;
    }

    @Override
    public String toString() {
        return joined == null ? emptyValue() : prefix + joined + suffix;
    }
}
