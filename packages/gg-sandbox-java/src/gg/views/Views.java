package gg.views;

import gg.ApiError;
import gg.internal.Check;
import gg.internal.Json;
import gg.internal.Node;
import gg.internal.Wire;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * What the model is shown at the start of its next turn: texts and windows of
 * files, each open until it is closed.
 *
 * <p>Grant: always granted; {@code openFile} also needs {@code read-files}.
 */
public final class Views {
    private Views() {
    }

    /**
     * An open view.
     *
     * @param id the view's id, which {@link Views#close(int)} takes
     * @param label what the view is called
     * @param body the text shown; for a file view, the window's lines as read when it opened
     * @param path the file a file view shows; empty for a text view
     */
    public record View(int id, String label, String body, Optional<String> path) {
    }

    private static View view(Node v) {
        return new View(v.get("id").u32(), v.get("label").string(), v.get("body").string(), v.optionalString("path"));
    }

    /**
     * Opens a text under a label, for the model to read next turn.
     *
     * @param label what the view is called
     * @param body the text shown
     * @return the view
     * @throws ApiError with code {@code INVALID_ARGUMENT}, {@code LIMIT_EXCEEDED} or {@code UNAVAILABLE}
     * @ggop views.open-text
     */
    public static View openText(String label, String body) throws ApiError {
        String op = "views.open-text";
        Check.present(op, "label", label);
        Check.present(op, "body", body);
        return view(Wire.invoke(op, Json.object("label", label, "body", body)));
    }

    /**
     * Opens a whole workspace file as a view, for the model to read next turn.
     *
     * @param path the workspace-relative path
     * @return the view
     * @throws ApiError with code {@code INVALID_ARGUMENT}, {@code NOT_FOUND}, {@code DENIED},
     *     {@code CONFLICT}, {@code IO}, {@code LIMIT_EXCEEDED} or {@code UNAVAILABLE}
     * @ggop views.open-file
     */
    public static View openFile(String path) throws ApiError {
        return open(path, OptionalInt.empty(), OptionalInt.empty());
    }

    /**
     * Opens a workspace file from a line to its end as a view.
     *
     * @param path the workspace-relative path
     * @param offset the 1-based line to start from
     * @return the view
     * @throws ApiError with code {@code INVALID_ARGUMENT} (also for a negative offset),
     *     {@code NOT_FOUND}, {@code DENIED}, {@code CONFLICT}, {@code IO},
     *     {@code LIMIT_EXCEEDED} or {@code UNAVAILABLE}
     * @ggop views.open-file
     */
    public static View openFile(String path, int offset) throws ApiError {
        return open(path, OptionalInt.of(Check.count("views.open-file", "offset", offset)), OptionalInt.empty());
    }

    /**
     * Opens a window of lines of a workspace file as a view.
     *
     * @param path the workspace-relative path
     * @param offset the 1-based line to start from
     * @param limit the most lines to show
     * @return the view
     * @throws ApiError with code {@code INVALID_ARGUMENT} (also for a negative offset or
     *     limit), {@code NOT_FOUND}, {@code DENIED}, {@code CONFLICT}, {@code IO},
     *     {@code LIMIT_EXCEEDED} or {@code UNAVAILABLE}
     * @ggop views.open-file
     */
    public static View openFile(String path, int offset, int limit) throws ApiError {
        return open(path, OptionalInt.of(Check.count("views.open-file", "offset", offset)),
                OptionalInt.of(Check.count("views.open-file", "limit", limit)));
    }

    private static View open(String path, OptionalInt offset, OptionalInt limit) {
        String op = "views.open-file";
        Check.present(op, "path", path);
        return view(Wire.invoke(op, Json.object("path", path, "offset", Check.option(offset), "limit", Check.option(limit))));
    }

    /**
     * Closes an open view by its id.
     *
     * @param id the view's id
     * @throws ApiError with code {@code INVALID_ARGUMENT} (a negative id), {@code NOT_FOUND},
     *     {@code LIMIT_EXCEEDED} or {@code UNAVAILABLE}
     * @ggop views.close
     */
    public static void close(int id) throws ApiError {
        String op = "views.close";
        Check.count(op, "id", id);
        Wire.invokeUnit(op, Json.object("id", id));
    }

    /**
     * Closes an open view.
     *
     * @param view the view, as {@code openText}, {@code openFile} or {@code list} returned it
     * @throws ApiError with code {@code INVALID_ARGUMENT} (a null view), {@code NOT_FOUND},
     *     {@code LIMIT_EXCEEDED} or {@code UNAVAILABLE}
     * @ggop views.close
     */
    public static void close(View view) throws ApiError {
        close(Check.present("views.close", "view", view).id());
    }

    /**
     * Lists the views open now, oldest first.
     *
     * @return the open views
     * @throws ApiError with code {@code LIMIT_EXCEEDED} or {@code UNAVAILABLE}
     * @ggop views.list
     */
    public static List<View> list() throws ApiError {
        return Wire.invoke("views.list", Json.object()).list(Views::view);
    }
}
