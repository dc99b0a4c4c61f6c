package gg.internal;

import gg.ApiError;
import java.util.OptionalInt;

/**
 * Argument checks that refuse with {@code INVALID_ARGUMENT}, naming the
 * argument as the program's Java source names it.
 */
public final class Check {
    private Check() {
    }

    /**
     * Builds the refusal of an argument.
     *
     * @param operation the operation's stable key
     * @param message what is wrong, naming the argument
     * @return the error, to be thrown
     */
    public static ApiError invalid(String operation, String message) {
        return new ApiError(operation, ApiError.Code.INVALID_ARGUMENT, message);
    }

    /**
     * Refuses a null reference.
     *
     * @param <T> the argument's type
     * @param operation the operation's stable key
     * @param name the argument's name
     * @param value the argument
     * @return {@code value}
     */
    public static <T> T present(String operation, String name, T value) {
        if (value == null) {
            throw invalid(operation, name + " must not be null");
        }
        return value;
    }

    /**
     * Refuses a negative count.
     *
     * @param operation the operation's stable key
     * @param name the argument's name
     * @param value the argument
     * @return {@code value}
     */
    public static int count(String operation, String name, int value) {
        if (value < 0) {
            throw invalid(operation, name + " must be a non-negative integer, got " + value);
        }
        return value;
    }

    /**
     * Refuses an array that is null or holds a null element.
     *
     * @param <T> the element type
     * @param operation the operation's stable key
     * @param name the argument's name
     * @param values the argument
     * @return {@code values}
     */
    public static <T> T[] elements(String operation, String name, T[] values) {
        present(operation, name, values);
        for (int i = 0; i < values.length; i++) {
            if (values[i] == null) {
                throw invalid(operation, name + " must not hold null, got null at index " + i);
            }
        }
        return values;
    }

    /**
     * The JSON value of an optional count: its number, or null when absent.
     *
     * @param value the optional count
     * @return an {@link Integer}, or null
     */
    public static Object option(OptionalInt value) {
        return value.isPresent() ? Integer.valueOf(value.getAsInt()) : null;
    }
}
