package gg.tools;

import gg.ApiError;
import gg.internal.Check;
import gg.internal.Json;
import gg.internal.Wire;
import java.util.List;

/**
 * Tools the embedding host registered, called with JSON arguments and
 * answering JSON.
 *
 * <p>Arguments, schemas and results are JSON text: Java has no JSON value in
 * its standard library, so the SDK passes the text through unchanged, and
 * checks only that the arguments are JSON before sending them.
 *
 * <p>Grant: {@code tools}.
 */
public final class Tools {
    private Tools() {
    }

    /**
     * A registered tool.
     *
     * @param name its name, which {@link Tools#call(String, String)} takes
     * @param description what it does
     * @param schema the JSON Schema of its arguments, as JSON text
     */
    public record ToolInfo(String name, String description, String schema) {
    }

    /**
     * Lists the registered tools with their argument schemas.
     *
     * @return the tools
     * @throws ApiError with code {@code IO}, {@code LIMIT_EXCEEDED} or {@code UNAVAILABLE}
     * @ggop tools.list
     */
    public static List<ToolInfo> list() throws ApiError {
        return Wire.invoke("tools.list", Json.object()).list(t -> new ToolInfo(t.get("name").string(),
                t.get("description").string(), t.get("schema").string()));
    }

    /**
     * Calls a tool with no arguments, that is with the empty object {@code {}}.
     *
     * @param name the tool's name
     * @return the tool's result, as JSON text
     * @throws ApiError with code {@code INVALID_ARGUMENT}, {@code NOT_FOUND}, {@code TIMEOUT},
     *     {@code IO}, {@code LIMIT_EXCEEDED} or {@code UNAVAILABLE}
     * @ggop tools.call
     */
    public static String call(String name) throws ApiError {
        return call(name, "{}");
    }

    /**
     * Calls a tool with JSON arguments, as its schema describes them.
     * <pre>{@code
     * String weather = Tools.call("weather", "{\"city\": \"Oslo\"}");
     * }</pre>
     *
     * @param name the tool's name
     * @param argumentsJson the arguments, as JSON text
     * @return the tool's result, as JSON text
     * @throws ApiError with code {@code INVALID_ARGUMENT} (also when the arguments are not
     *     JSON), {@code NOT_FOUND}, {@code TIMEOUT}, {@code IO}, {@code LIMIT_EXCEEDED}
     *     or {@code UNAVAILABLE}
     * @ggop tools.call
     */
    public static String call(String name, String argumentsJson) throws ApiError {
        String op = "tools.call";
        Check.present(op, "name", name);
        Check.present(op, "argumentsJson", argumentsJson);
        try {
            Json.parse(argumentsJson);
        } catch (Json.SyntaxError e) {
            throw Check.invalid(op, "argumentsJson must be JSON text: " + e.getMessage());
        }
        return Wire.invoke(op, Json.object("name", name, "arguments", argumentsJson)).string();
    }
}
