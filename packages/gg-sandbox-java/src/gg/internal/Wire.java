package gg.internal;

import gg.ApiError;
import java.util.Map;

/**
 * The one door every SDK call goes through.
 */
public final class Wire {
    private static Transport transport;

    private Wire() {
    }

    /**
     * Installs the transport every call goes through. It is installed once;
     * a second install is refused.
     *
     * @param t the transport
     * @throws IllegalStateException when a transport is already installed
     * @throws NullPointerException when {@code t} is null
     */
    public static void install(Transport t) {
        if (t == null) {
            throw new NullPointerException("transport");
        }
        if (transport != null) {
            throw new IllegalStateException("a wire transport is already installed");
        }
        transport = t;
    }

    /**
     * Tells whether a transport is installed.
     *
     * @return true once {@link #install(Transport)} has run
     */
    public static boolean installed() {
        return transport != null;
    }

    /**
     * Makes one call: the operation's key and its arguments as JSON text, the
     * result as JSON text.
     *
     * @param operation the operation's stable key, for example {@code files.read-file}
     * @param argumentsJson a JSON object whose members are the operation's WIT parameters
     * @return the result, JSON text in the wire's conventions
     * @throws ApiError the host's refusal or failure; {@code UNAVAILABLE} when no
     *     transport is installed, {@code IO} when the transport answered nothing
     */
    public static String call(String operation, String argumentsJson) {
        Transport t = transport;
        if (t == null) {
            throw new ApiError(operation, ApiError.Code.UNAVAILABLE, "no wire transport is installed in this process");
        }
        String result = t.call(operation, argumentsJson);
        if (result == null) {
            throw new ApiError(operation, ApiError.Code.IO, "the wire transport returned no result");
        }
        return result;
    }

    /**
     * Encodes the arguments, makes the call and parses the result.
     *
     * @param operation the operation's stable key
     * @param arguments the arguments object, in {@link Json}'s value model
     * @return the result, ready to be read
     * @throws ApiError the host's refusal or failure, or {@code IO} when the
     *     result is not JSON
     */
    public static Node invoke(String operation, Map<String, Object> arguments) {
        String text = call(operation, Json.write(arguments));
        Object value;
        try {
            value = Json.parse(text);
        } catch (Json.SyntaxError e) {
            throw new ApiError(operation, ApiError.Code.IO, "the host returned a result that is not JSON: " + e.getMessage());
        }
        return Node.root(operation, value);
    }

    /**
     * Encodes the arguments and makes a call whose result carries nothing.
     * The result text is not read: the operation has happened by the time it
     * arrives, and nothing in it would change what the program is told.
     *
     * @param operation the operation's stable key
     * @param arguments the arguments object, in {@link Json}'s value model
     * @throws ApiError the host's refusal or failure
     */
    public static void invokeUnit(String operation, Map<String, Object> arguments) {
        call(operation, Json.write(arguments));
    }
}
