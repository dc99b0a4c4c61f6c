package gg.docs;

import gg.ApiError;
import gg.internal.Check;
import gg.internal.Json;
import gg.internal.Wire;
import java.util.List;
import java.util.OptionalInt;

/**
 * This SDK's own catalogue: search it, and open an entry's whole
 * documentation as a view.
 *
 * <p>Grant: always granted.
 */
public final class Docs {
    private Docs() {
    }

    /** What a catalogue entry documents. */
    public enum EntryKind {
        /** A module, such as {@code files}. */
        MODULE("module"),
        /** A function, such as {@code files.readTextFile}. */
        FUNCTION("function"),
        /** A type, such as a record a function returns. */
        TYPE("type");

        private final String wireName;

        EntryKind(String wireName) {
            this.wireName = wireName;
        }

        /**
         * Returns the kind as the wire spells it.
         *
         * @return the wire spelling, for example {@code "function"}
         */
        public String wireName() {
            return wireName;
        }
    }

    /**
     * A catalogue entry a search found.
     *
     * @param key the entry's key, which {@link Docs#open(String)} takes
     * @param kind what the entry documents
     * @param brief the entry's one-line summary
     * @param score how well it matched: higher is better
     */
    public record DocHit(String key, EntryKind kind, String brief, double score) {
    }

    /**
     * Searches the catalogue, most relevant first.
     *
     * @param query the words to look for, such as {@code write file}
     * @return the entries found
     * @throws ApiError with code {@code INVALID_ARGUMENT}, {@code LIMIT_EXCEEDED} or {@code UNAVAILABLE}
     * @ggop docs.search
     */
    public static List<DocHit> search(String query) throws ApiError {
        return search(query, OptionalInt.empty());
    }

    /**
     * Searches the catalogue, returning at most a given number of entries.
     *
     * @param query the words to look for, such as {@code write file}
     * @param limit the most entries to return
     * @return the entries found, most relevant first
     * @throws ApiError with code {@code INVALID_ARGUMENT} (also for a negative limit),
     *     {@code LIMIT_EXCEEDED} or {@code UNAVAILABLE}
     * @ggop docs.search
     */
    public static List<DocHit> search(String query, int limit) throws ApiError {
        return search(query, OptionalInt.of(Check.count("docs.search", "limit", limit)));
    }

    private static List<DocHit> search(String query, OptionalInt limit) {
        String op = "docs.search";
        Check.present(op, "query", query);
        return Wire.invoke(op, Json.object("query", query, "limit", Check.option(limit))).list(h -> new DocHit(
                h.get("key").string(), h.get("kind").choice(EntryKind.values(), EntryKind::wireName),
                h.get("brief").string(), h.get("score").f64()));
    }

    /**
     * Opens an entry's whole documentation as a view, for the model to read next turn.
     *
     * @param key the entry's key, as a search returned it
     * @return the view's id
     * @throws ApiError with code {@code INVALID_ARGUMENT}, {@code NOT_FOUND},
     *     {@code LIMIT_EXCEEDED} or {@code UNAVAILABLE}
     * @ggop docs.open
     */
    public static int open(String key) throws ApiError {
        String op = "docs.open";
        Check.present(op, "key", key);
        return Wire.invoke(op, Json.object("key", key)).u32();
    }
}
