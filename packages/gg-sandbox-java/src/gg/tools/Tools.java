package gg.tools;

import gg.ApiError;
import gg.internal.Check;
import gg.internal.Json;
import gg.internal.Node;
import gg.internal.Wire;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Tools the embedding host registered, called with JSON arguments and
 * answering JSON.
 *
 * <p>Arguments, schemas and results are JSON text: Java has no JSON value in
 * its standard library, so the SDK passes the text through unchanged, and
 * checks only that the arguments are JSON before sending them.
 *
 * <p>{@link #parallel(List)} runs several calls as one host call, their
 * handlers concurrently, and answers in call order.
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
     * One call of a {@code Tools.parallel} batch: a tool's name and its
     * arguments as JSON text, sent as written.
     *
     * <p>It is checked when it is made, so a mistake throws at the line that
     * builds it: a null name or arguments, or arguments that are not JSON, are
     * refused with {@code INVALID_ARGUMENT} under {@code tools.parallel}.
     *
     * @param name the tool's name
     * @param arguments the arguments, as JSON text
     */
    public record Call(String name, String arguments) {
        /**
         * Checks the call.
         *
         * @param name the tool's name
         * @param arguments the arguments, as JSON text
         * @throws ApiError with code {@code INVALID_ARGUMENT} when either is null or the
         *     arguments are not JSON
         */
        public Call {
            Check.present(PARALLEL, "name", name);
            Check.present(PARALLEL, "arguments", arguments);
            try {
                Json.parse(arguments);
            } catch (Json.SyntaxError e) {
                throw Check.invalid(PARALLEL, "arguments must be JSON text: " + e.getMessage());
            }
        }

        /**
         * Makes a call of a tool with JSON arguments.
         * <pre>{@code
         * Tools.Call.of("add", "{\"a\": 1, \"b\": 2}")
         * }</pre>
         *
         * @param name the tool's name
         * @param arguments the arguments, as JSON text
         * @return the call
         * @throws ApiError with code {@code INVALID_ARGUMENT} when either is null or the
         *     arguments are not JSON
         */
        public static Call of(String name, String arguments) throws ApiError {
            return new Call(name, arguments);
        }

        /**
         * Makes a call of a tool with no arguments, that is with the empty object.
         *
         * @param name the tool's name
         * @return the call, its arguments {@code "{}"}
         * @throws ApiError with code {@code INVALID_ARGUMENT} when the name is null
         */
        public static Call of(String name) throws ApiError {
            return new Call(name, "{}");
        }
    }

    private static final String PARALLEL = "tools.parallel";

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

    /**
     * Calls several tools at once, as one host call, and returns their results in call order.
     * The handlers run concurrently, so a batch takes about as long as its slowest call.
     * <pre>{@code
     * List<String> results = Tools.parallel(List.of(
     *         Tools.Call.of("add", "{\"a\": 1, \"b\": 2}"),
     *         Tools.Call.of("lookup_user", "{\"id\": \"u1\"}")));
     * }</pre>
     *
     * <p>Every call runs to its end, whatever the others do. When any failed,
     * this throws the error of the first failed call in call order (the
     * results of the others are not returned): its {@link ApiError#index()}
     * is that call's place in the list, and its detail starts with
     * {@code call <index> (<tool name>): }, followed by what the call's own
     * failure says. A batch refused as a whole (no {@code tools} grant, more
     * than 64 calls) throws as any call does, with no index.
     *
     * @param calls the calls, in the order their results come back
     * @return each call's result, as JSON text (as {@link #call(String, String)} returns it), in call order
     * @throws ApiError the first failed call's ({@code INVALID_ARGUMENT}, {@code NOT_FOUND},
     *     {@code TIMEOUT}, {@code IO}, {@code DENIED}, with its index), or the whole batch's
     *     ({@code INVALID_ARGUMENT} for a null list or element, {@code LIMIT_EXCEEDED},
     *     {@code UNAVAILABLE}, {@code IO})
     * @ggop tools.parallel
     */
    public static List<String> parallel(List<Call> calls) throws ApiError {
        Check.present(PARALLEL, "calls", calls);
        return run(Check.elements(PARALLEL, "calls", calls.toArray(new Call[0])));
    }

    /**
     * Calls several tools at once, as one host call, and returns their results in call order;
     * the calls written out, as in {@code Tools.parallel(Tools.Call.of("a"), Tools.Call.of("b"))}.
     * The failure rule is {@link #parallel(List)}'s.
     *
     * @param calls the calls, in the order their results come back
     * @return each call's result, as JSON text, in call order
     * @throws ApiError the first failed call's ({@code INVALID_ARGUMENT}, {@code NOT_FOUND},
     *     {@code TIMEOUT}, {@code IO}, {@code DENIED}, with its index), or the whole batch's
     *     ({@code INVALID_ARGUMENT} for a null element, {@code LIMIT_EXCEEDED},
     *     {@code UNAVAILABLE}, {@code IO})
     * @ggop tools.parallel
     */
    public static List<String> parallel(Call... calls) throws ApiError {
        return run(Check.elements(PARALLEL, "calls", calls));
    }

    private static List<String> run(Call[] calls) {
        List<Object> sent = new ArrayList<>(calls.length);
        for (Call c : calls) {
            sent.add(Json.object("name", c.name(), "arguments", c.arguments()));
        }
        List<Node> items = Wire.invoke(PARALLEL, Json.object("calls", sent)).items();
        if (items.size() != calls.length) {
            throw new ApiError(PARALLEL, ApiError.Code.IO, "the host's result does not have the operation's shape: result has "
                    + items.size() + " items, expected " + calls.length + ", one per call");
        }
        List<String> results = new ArrayList<>(items.size());
        ApiError first = null;
        for (int i = 0; i < items.size(); i++) {
            Node item = items.get(i);
            String tag = item.tag();
            if (tag.equals("ok")) {
                results.add(item.val().string());
            } else if (tag.equals("err")) {
                Node e = item.val();
                String operation = e.get("operation").string();
                ApiError.Code code = e.get("code").choice(ApiError.Code.values(), ApiError.Code::wireName);
                String message = e.get("message").string();
                if (first == null) {
                    first = new ApiError(operation, code, "call " + i + " (" + calls[i].name() + "): " + message, i);
                }
            } else {
                throw new ApiError(PARALLEL, ApiError.Code.IO, "the host's result does not have the operation's shape: result["
                        + i + "].tag is " + Json.quote(tag) + ", expected ok or err");
            }
        }
        if (first != null) {
            throw first;
        }
        return Collections.unmodifiableList(results);
    }
}
