package gg.memories;

import gg.ApiError;
import gg.internal.Check;
import gg.internal.Json;
import gg.internal.Node;
import gg.internal.Wire;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * What the agent remembers across turns, each memory under a slug and found
 * again by full-text search.
 *
 * <p>Grant: {@code memories}.
 */
public final class Memories {
    private Memories() {
    }

    /**
     * A memory.
     *
     * @param slug its name: lowercase letters, digits and {@code -}
     * @param text what is remembered
     * @param tags the words it is also found by
     * @param code a code module kept with it, whose language is its extension's; empty when there is none
     * @param updatedAt when it was last written, in milliseconds since the Unix epoch
     */
    public record Memory(String slug, String text, List<String> tags, Optional<String> code, long updatedAt) {
        /**
         * Creates a memory, keeping an unmodifiable copy of the tags.
         *
         * @param slug its name
         * @param text what is remembered
         * @param tags the words it is also found by
         * @param code a code module kept with it
         * @param updatedAt when it was last written
         */
        public Memory {
            tags = List.copyOf(tags);
        }
    }

    /**
     * A memory a search found, with how well it matched.
     *
     * @param memory the memory
     * @param score its relevance: higher is better
     */
    public record MemoryHit(Memory memory, double score) {
    }

    /**
     * The optional settings of {@link Memories#write(String, String, WriteOptions)};
     * each setter returns this builder.
     */
    public static final class WriteOptions {
        private List<String> tags = List.of();
        private String code;

        /** Creates options with no tags and no code. */
        public WriteOptions() {
        }

        /**
         * Sets the words the memory is also found by, replacing any set before.
         *
         * @param tags the tags; none is allowed
         * @return this builder
         * @throws ApiError with code {@code INVALID_ARGUMENT} when the array or a tag is null
         */
        public WriteOptions tags(String... tags) {
            this.tags = new ArrayList<>(Arrays.asList(Check.elements(WRITE, "tags", tags)));
            return this;
        }

        /**
         * Keeps a code module with the memory.
         *
         * @param code the module's source
         * @return this builder
         * @throws ApiError with code {@code INVALID_ARGUMENT} when {@code code} is null
         */
        public WriteOptions code(String code) {
            this.code = Check.present(WRITE, "code", code);
            return this;
        }
    }

    private static final String WRITE = "memories.write";

    private static Memory memory(Node m) {
        return new Memory(m.get("slug").string(), m.get("text").string(), m.get("tags").strings(),
                m.optionalString("code"), m.get("updated-at").u64());
    }

    /**
     * Creates or replaces the memory under a slug, with the tags it is also found by.
     *
     * @param slug lowercase letters, digits and {@code -}
     * @param text what to remember
     * @param tags the words it is also found by; none is allowed
     * @return the memory as written
     * @throws ApiError with code {@code INVALID_ARGUMENT} (also for a slug of other
     *     characters), {@code IO}, {@code LIMIT_EXCEEDED} or {@code UNAVAILABLE}
     * @ggop memories.write
     */
    public static Memory write(String slug, String text, String... tags) throws ApiError {
        Check.elements(WRITE, "tags", tags);
        return write(slug, text, new WriteOptions().tags(tags));
    }

    /**
     * Creates or replaces the memory under a slug, with tags or a code module.
     *
     * @param slug lowercase letters, digits and {@code -}
     * @param text what to remember
     * @param options its tags and code
     * @return the memory as written
     * @throws ApiError with code {@code INVALID_ARGUMENT} (also for a slug of other
     *     characters), {@code IO}, {@code LIMIT_EXCEEDED} or {@code UNAVAILABLE}
     * @ggop memories.write
     */
    public static Memory write(String slug, String text, WriteOptions options) throws ApiError {
        Check.present(WRITE, "slug", slug);
        Check.present(WRITE, "text", text);
        Check.present(WRITE, "options", options);
        return memory(Wire.invoke(WRITE, Json.object("slug", slug, "text", text, "tags", options.tags, "code", options.code)));
    }

    /**
     * Reads the memory under a slug.
     *
     * @param slug the memory's slug
     * @return the memory
     * @throws ApiError with code {@code INVALID_ARGUMENT}, {@code NOT_FOUND}, {@code IO},
     *     {@code LIMIT_EXCEEDED} or {@code UNAVAILABLE}
     * @ggop memories.read
     */
    public static Memory read(String slug) throws ApiError {
        String op = "memories.read";
        Check.present(op, "slug", slug);
        return memory(Wire.invoke(op, Json.object("slug", slug)));
    }

    /**
     * Deletes the memory under a slug.
     *
     * @param slug the memory's slug
     * @throws ApiError with code {@code INVALID_ARGUMENT}, {@code NOT_FOUND} (there is no
     *     such memory), {@code IO}, {@code LIMIT_EXCEEDED} or {@code UNAVAILABLE}
     * @ggop memories.delete
     */
    public static void delete(String slug) throws ApiError {
        String op = "memories.delete";
        Check.present(op, "slug", slug);
        Wire.invokeUnit(op, Json.object("slug", slug));
    }

    /**
     * Searches the memories' slugs, texts and tags, most relevant first.
     *
     * @param query the words to look for
     * @return the memories found, with their scores
     * @throws ApiError with code {@code INVALID_ARGUMENT}, {@code IO}, {@code LIMIT_EXCEEDED}
     *     or {@code UNAVAILABLE}
     * @ggop memories.search
     */
    public static List<MemoryHit> search(String query) throws ApiError {
        return search(query, OptionalInt.empty());
    }

    /**
     * Searches the memories' slugs, texts and tags, returning at most a given number.
     *
     * @param query the words to look for
     * @param limit the most memories to return
     * @return the memories found, most relevant first, with their scores
     * @throws ApiError with code {@code INVALID_ARGUMENT} (also for a negative limit),
     *     {@code IO}, {@code LIMIT_EXCEEDED} or {@code UNAVAILABLE}
     * @ggop memories.search
     */
    public static List<MemoryHit> search(String query, int limit) throws ApiError {
        return search(query, OptionalInt.of(Check.count("memories.search", "limit", limit)));
    }

    private static List<MemoryHit> search(String query, OptionalInt limit) {
        String op = "memories.search";
        Check.present(op, "query", query);
        return Wire.invoke(op, Json.object("query", query, "limit", Check.option(limit)))
                .list(h -> new MemoryHit(memory(h.get("memory")), h.get("score").f64()));
    }
}
