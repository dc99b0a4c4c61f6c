package org.teavm.classlib.java.util;

/**
 * gg's {@code java.util.IllegalFormatConversionException}, shadowing TeaVM 0.13.1's (this jar is
 * first on TeaVM's classpath) for the JDK's message, {@code d != java.lang.String}, which
 * programs print. Written from the JDK's javadoc.
 */
public class TIllegalFormatConversionException extends TIllegalFormatException {
    private final char conversion;
    private final Class<?> argumentClass;

    public TIllegalFormatConversionException(char conversion, Class<?> argumentClass) {
        if (argumentClass == null) {
            throw new NullPointerException();
        }
        this.conversion = conversion;
        this.argumentClass = argumentClass;
    }

    public char getConversion() {
        return conversion;
    }

    public Class<?> getArgumentClass() {
        return argumentClass;
    }

    @Override
    public String getMessage() {
        return conversion + " != " + argumentClass.getName();
    }
}
