package org.teavm.classlib.java.util;

/**
 * gg's addition to TeaVM's classlib, which has no {@code java.util.MissingFormatArgumentException}:
 * a format specifier with no argument left ({@code gg.internal.JdkFormat}). Its message is the
 * JDK's: {@code Format specifier '%s'}.
 */
public class TMissingFormatArgumentException extends TIllegalFormatException {
    private final String formatSpecifier;

    public TMissingFormatArgumentException(String formatSpecifier) {
        if (formatSpecifier == null) {
            throw new NullPointerException();
        }
        this.formatSpecifier = formatSpecifier;
    }

    public String getFormatSpecifier() {
        return formatSpecifier;
    }

    @Override
    public String getMessage() {
        return "Format specifier '" + formatSpecifier + "'";
    }
}
