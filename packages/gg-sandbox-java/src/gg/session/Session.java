package gg.session;

import gg.ApiError;
import gg.internal.Check;
import gg.internal.Json;
import gg.internal.Wire;

/**
 * What the user sees, and the end of the agent's task.
 *
 * <p>Grant: always granted.
 */
public final class Session {
    private Session() {
    }

    /**
     * Shows a text to the user.
     *
     * @param value the text
     * @throws ApiError with code {@code INVALID_ARGUMENT}, {@code LIMIT_EXCEEDED} or {@code UNAVAILABLE}
     * @ggop session.text
     */
    public static void text(String value) throws ApiError {
        String op = "session.text";
        Check.present(op, "value", value);
        Wire.invokeUnit(op, Json.object("value", value));
    }

    /**
     * Ends the agent's task with a summary for the user.
     *
     * @param summary what was done
     * @throws ApiError with code {@code INVALID_ARGUMENT}, {@code LIMIT_EXCEEDED} or {@code UNAVAILABLE}
     * @ggop session.finish
     */
    public static void finish(String summary) throws ApiError {
        String op = "session.finish";
        Check.present(op, "summary", summary);
        Wire.invokeUnit(op, Json.object("summary", summary));
    }
}
