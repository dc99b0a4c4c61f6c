package gg.files;

import gg.ApiError;
import gg.internal.Check;
import gg.internal.Json;
import gg.internal.Node;
import gg.internal.Wire;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalInt;

/**
 * The agent's workspace files. Every path is relative to the workspace root
 * and may not leave it.
 *
 * <p>Grant: {@code read-files} for reading, listing, searching and finding;
 * {@code write-files} for writing, editing, moving and deleting.
 */
public final class Files {
    private Files() {
    }

    /**
     * What {@link Files#readFile(String)} found: a window of text, or bytes.
     * Narrow it with a switch:
     * <pre>{@code
     * switch (Files.readFile("logo.png")) {
     *     case Files.TextFile t -> Gg.log(t.content());
     *     case Files.BinaryFile b -> Gg.log(b.size() + " bytes of " + b.mediaType());
     * }
     * }</pre>
     */
    public sealed interface FileRead permits TextFile, BinaryFile {
        /**
         * Returns the path that was read.
         *
         * @return the workspace-relative path
         */
        String path();
    }

    /**
     * A window of a UTF-8 text file, counted in lines.
     *
     * @param path the workspace-relative path
     * @param content the window's lines, each with its original line ending
     * @param firstLine the 1-based number of the window's first line
     * @param totalLines how many lines the whole file has
     * @param truncated true when the window stops before the end of the file
     */
    public record TextFile(String path, String content, int firstLine, int totalLines, boolean truncated) implements FileRead {
    }

    /**
     * A file that is not UTF-8 text. Two are equal when their bytes are.
     *
     * @param path the workspace-relative path
     * @param mediaType the media type guessed from its name, such as {@code image/png}
     * @param size its size in bytes
     * @param bytes its bytes; the accessor returns a copy
     */
    public record BinaryFile(String path, String mediaType, long size, byte[] bytes) implements FileRead {
        /**
         * Creates a binary file, keeping a copy of the bytes.
         *
         * @param path the workspace-relative path
         * @param mediaType the media type
         * @param size its size in bytes
         * @param bytes its bytes
         */
        public BinaryFile {
            bytes = bytes.clone();
        }

        /**
         * Returns a copy of the file's bytes.
         *
         * @return the bytes
         */
        @Override
        public byte[] bytes() {
            return bytes.clone();
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof BinaryFile b && b.path.equals(path) && b.mediaType.equals(mediaType)
                    && b.size == size && Arrays.equals(b.bytes, bytes);
        }

        @Override
        public int hashCode() {
            return ((path.hashCode() * 31 + mediaType.hashCode()) * 31 + Long.hashCode(size)) * 31 + Arrays.hashCode(bytes);
        }

        @Override
        public String toString() {
            return "BinaryFile[path=" + path + ", mediaType=" + mediaType + ", size=" + size + ", bytes=<" + bytes.length + " bytes>]";
        }
    }

    /** What a directory entry is. */
    public enum EntryKind {
        /** A regular file. */
        FILE("file"),
        /** A directory. */
        DIRECTORY("directory"),
        /** A symbolic link, not followed. */
        SYMLINK("symlink"),
        /** Anything else, such as a socket or a device. */
        OTHER("other");

        private final String wireName;

        EntryKind(String wireName) {
            this.wireName = wireName;
        }

        /**
         * Returns the kind as the wire spells it.
         *
         * @return the wire spelling, for example {@code "directory"}
         */
        public String wireName() {
            return wireName;
        }
    }

    /**
     * One entry of a directory.
     *
     * @param name the entry's name, without its directory
     * @param kind what the entry is
     * @param size its size in bytes
     */
    public record DirEntry(String name, EntryKind kind, long size) {
    }

    /**
     * Where an edit replaced text.
     *
     * @param path the workspace-relative path
     * @param line the 1-based line where the replaced text began
     */
    public record EditResult(String path, int line) {
    }

    /**
     * One line a search matched.
     *
     * @param path the workspace-relative path of the file
     * @param line the 1-based line number
     * @param column the 1-based column where the match begins, in characters
     * @param text the whole line, without its line ending
     */
    public record SearchMatch(String path, int line, int column, String text) {
    }

    /**
     * What a search found.
     *
     * @param matches the matching lines, in order
     * @param truncated true when the limit cut the search short
     */
    public record SearchResult(List<SearchMatch> matches, boolean truncated) {
        /**
         * Creates a search result, keeping an unmodifiable copy of the matches.
         *
         * @param matches the matching lines
         * @param truncated true when the limit cut the search short
         */
        public SearchResult {
            matches = List.copyOf(matches);
        }
    }

    /**
     * The optional settings of {@link Files#search(String, SearchOptions)}; each
     * setter returns this builder.
     * <pre>{@code
     * Files.search("todo", new Files.SearchOptions().path("src").glob("*.java").ignoreCase(true));
     * }</pre>
     */
    public static final class SearchOptions {
        private String path;
        private String glob;
        private OptionalInt limit = OptionalInt.empty();
        private boolean ignoreCase;

        /** Creates options with every setting at its default. */
        public SearchOptions() {
        }

        /**
         * Searches under a directory (or in one file) instead of the workspace root.
         *
         * @param path a workspace-relative path
         * @return this builder
         * @throws ApiError with code {@code INVALID_ARGUMENT} when {@code path} is null
         */
        public SearchOptions path(String path) {
            this.path = Check.present(SEARCH, "path", path);
            return this;
        }

        /**
         * Searches only files whose workspace-relative path matches a glob.
         *
         * @param glob a glob such as {@code *.rs}
         * @return this builder
         * @throws ApiError with code {@code INVALID_ARGUMENT} when {@code glob} is null
         */
        public SearchOptions glob(String glob) {
            this.glob = Check.present(SEARCH, "glob", glob);
            return this;
        }

        /**
         * Caps how many matches are returned (the host's default is 100, its maximum 10000).
         *
         * @param limit the most matches to return
         * @return this builder
         * @throws ApiError with code {@code INVALID_ARGUMENT} when {@code limit} is negative
         */
        public SearchOptions limit(int limit) {
            this.limit = OptionalInt.of(Check.count(SEARCH, "limit", limit));
            return this;
        }

        /**
         * Sets whether letters match regardless of case (they do not by default).
         *
         * @param ignoreCase true to match case-insensitively
         * @return this builder
         */
        public SearchOptions ignoreCase(boolean ignoreCase) {
            this.ignoreCase = ignoreCase;
            return this;
        }
    }

    /**
     * The optional settings of {@link Files#find(String, FindOptions)}; each
     * setter returns this builder.
     */
    public static final class FindOptions {
        private String path;
        private OptionalInt limit = OptionalInt.empty();

        /** Creates options with every setting at its default. */
        public FindOptions() {
        }

        /**
         * Looks under a directory instead of the workspace root.
         *
         * @param path a workspace-relative directory
         * @return this builder
         * @throws ApiError with code {@code INVALID_ARGUMENT} when {@code path} is null
         */
        public FindOptions path(String path) {
            this.path = Check.present(FIND, "path", path);
            return this;
        }

        /**
         * Caps how many paths are returned.
         *
         * @param limit the most paths to return
         * @return this builder
         * @throws ApiError with code {@code INVALID_ARGUMENT} when {@code limit} is negative
         */
        public FindOptions limit(int limit) {
            this.limit = OptionalInt.of(Check.count(FIND, "limit", limit));
            return this;
        }
    }

    private static final String READ_FILE = "files.read-file";
    private static final String SEARCH = "files.search";
    private static final String FIND = "files.find";

    /**
     * Reads a whole file: text as one window of all its lines, anything else as bytes.
     *
     * @param path the workspace-relative path
     * @return a {@link TextFile} or a {@link BinaryFile}
     * @throws ApiError with code {@code INVALID_ARGUMENT}, {@code NOT_FOUND}, {@code DENIED},
     *     {@code CONFLICT} (a directory), {@code IO}, {@code LIMIT_EXCEEDED} or {@code UNAVAILABLE}
     * @ggop files.read-file
     */
    public static FileRead readFile(String path) throws ApiError {
        return read(path, OptionalInt.empty(), OptionalInt.empty());
    }

    /**
     * Reads a text file from a line to its end; a file that is not text comes back as bytes.
     *
     * @param path the workspace-relative path
     * @param offset the 1-based line to start from
     * @return a {@link TextFile} or a {@link BinaryFile}
     * @throws ApiError with code {@code INVALID_ARGUMENT} (also for a negative offset),
     *     {@code NOT_FOUND}, {@code DENIED}, {@code CONFLICT}, {@code IO},
     *     {@code LIMIT_EXCEEDED} or {@code UNAVAILABLE}
     * @ggop files.read-file
     */
    public static FileRead readFile(String path, int offset) throws ApiError {
        return read(path, OptionalInt.of(Check.count(READ_FILE, "offset", offset)), OptionalInt.empty());
    }

    /**
     * Reads a window of lines of a text file; a file that is not text comes back as bytes.
     *
     * @param path the workspace-relative path
     * @param offset the 1-based line to start from
     * @param limit the most lines to return
     * @return a {@link TextFile} or a {@link BinaryFile}
     * @throws ApiError with code {@code INVALID_ARGUMENT} (also for a negative offset or
     *     limit), {@code NOT_FOUND}, {@code DENIED}, {@code CONFLICT}, {@code IO},
     *     {@code LIMIT_EXCEEDED} or {@code UNAVAILABLE}
     * @ggop files.read-file
     */
    public static FileRead readFile(String path, int offset, int limit) throws ApiError {
        return read(path, OptionalInt.of(Check.count(READ_FILE, "offset", offset)),
                OptionalInt.of(Check.count(READ_FILE, "limit", limit)));
    }

    private static FileRead read(String path, OptionalInt offset, OptionalInt limit) {
        Check.present(READ_FILE, "path", path);
        Node r = Wire.invoke(READ_FILE, Json.object("path", path,
                "options", Json.object("offset", Check.option(offset), "limit", Check.option(limit))));
        String tag = r.tag();
        Node v = r.val();
        if (tag.equals("text")) {
            return new TextFile(v.get("path").string(), v.get("content").string(), v.get("first-line").u32(),
                    v.get("total-lines").u32(), v.get("truncated").bool());
        }
        if (tag.equals("binary")) {
            return new BinaryFile(v.get("path").string(), v.get("media-type").string(), v.get("size").u64(), v.get("bytes").bytes());
        }
        throw new ApiError(READ_FILE, ApiError.Code.IO, "the host's result does not have the operation's shape: result.tag is "
                + Json.quote(tag) + ", expected text or binary");
    }

    /**
     * Reads a whole UTF-8 text file as one string.
     *
     * @param path the workspace-relative path
     * @return the file's text
     * @throws ApiError with code {@code INVALID_ARGUMENT}, {@code NOT_FOUND}, {@code DENIED},
     *     {@code CONFLICT} (not text, or a directory), {@code IO}, {@code LIMIT_EXCEEDED}
     *     or {@code UNAVAILABLE}
     * @ggop files.read-text-file
     */
    public static String readTextFile(String path) throws ApiError {
        String op = "files.read-text-file";
        Check.present(op, "path", path);
        return Wire.invoke(op, Json.object("path", path)).string();
    }

    /**
     * Creates or replaces a file with the given text, creating its parent directories.
     *
     * @param path the workspace-relative path
     * @param content the file's whole new text
     * @return the number of bytes written
     * @throws ApiError with code {@code INVALID_ARGUMENT}, {@code DENIED}, {@code CONFLICT}
     *     (a directory is in the way), {@code IO}, {@code LIMIT_EXCEEDED} or {@code UNAVAILABLE}
     * @ggop files.write-file
     */
    public static long writeFile(String path, String content) throws ApiError {
        String op = "files.write-file";
        Check.present(op, "path", path);
        Check.present(op, "content", content);
        return Wire.invoke(op, Json.object("path", path, "content", content)).u64();
    }

    /**
     * Replaces the one exact occurrence of a text in a file with another.
     *
     * @param path the workspace-relative path
     * @param oldText the exact text to replace, which must occur exactly once
     * @param newText what replaces it
     * @return the path and the line where the replaced text began
     * @throws ApiError with code {@code INVALID_ARGUMENT}, {@code NOT_FOUND}, {@code DENIED},
     *     {@code CONFLICT} (the old text occurs zero or several times), {@code IO},
     *     {@code LIMIT_EXCEEDED} or {@code UNAVAILABLE}
     * @ggop files.edit-file
     */
    public static EditResult editFile(String path, String oldText, String newText) throws ApiError {
        String op = "files.edit-file";
        Check.present(op, "path", path);
        Check.present(op, "oldText", oldText);
        Check.present(op, "newText", newText);
        Node r = Wire.invoke(op, Json.object("path", path, "old-text", oldText, "new-text", newText));
        return new EditResult(r.get("path").string(), r.get("line").u32());
    }

    /**
     * Lists the workspace root's entries, sorted by name.
     *
     * @return the entries
     * @throws ApiError with code {@code IO}, {@code LIMIT_EXCEEDED} or {@code UNAVAILABLE}
     * @ggop files.list-directory
     */
    public static List<DirEntry> listDirectory() throws ApiError {
        return listDirectory(".");
    }

    /**
     * Lists a directory's entries, sorted by name.
     *
     * @param path the workspace-relative directory
     * @return the entries
     * @throws ApiError with code {@code INVALID_ARGUMENT}, {@code NOT_FOUND}, {@code DENIED},
     *     {@code IO}, {@code LIMIT_EXCEEDED} or {@code UNAVAILABLE}
     * @ggop files.list-directory
     */
    public static List<DirEntry> listDirectory(String path) throws ApiError {
        String op = "files.list-directory";
        Check.present(op, "path", path);
        return Wire.invoke(op, Json.object("path", path)).list(e -> new DirEntry(e.get("name").string(),
                e.get("kind").choice(EntryKind.values(), EntryKind::wireName), e.get("size").u64()));
    }

    /**
     * Searches the workspace's file contents line by line for a regular expression,
     * skipping what {@code .gitignore} ignores.
     *
     * @param pattern the regular expression each line is matched against
     * @return the matches, at most 100
     * @throws ApiError with code {@code INVALID_ARGUMENT} (also for a pattern that does not
     *     compile), {@code IO}, {@code TIMEOUT}, {@code LIMIT_EXCEEDED} or {@code UNAVAILABLE}
     * @ggop files.search
     */
    public static SearchResult search(String pattern) throws ApiError {
        return search(pattern, new SearchOptions());
    }

    /**
     * Searches file contents line by line for a regular expression, with a
     * directory, a glob, a limit or case-insensitivity, skipping what
     * {@code .gitignore} ignores.
     *
     * @param pattern the regular expression each line is matched against
     * @param options where to search and how
     * @return the matches
     * @throws ApiError with code {@code INVALID_ARGUMENT}, {@code NOT_FOUND}, {@code DENIED},
     *     {@code IO}, {@code TIMEOUT}, {@code LIMIT_EXCEEDED} or {@code UNAVAILABLE}
     * @ggop files.search
     */
    public static SearchResult search(String pattern, SearchOptions options) throws ApiError {
        Check.present(SEARCH, "pattern", pattern);
        Check.present(SEARCH, "options", options);
        Node r = Wire.invoke(SEARCH, Json.object("pattern", pattern, "options", Json.object("path", options.path,
                "glob", options.glob, "limit", Check.option(options.limit), "ignore-case", options.ignoreCase)));
        List<SearchMatch> matches = r.get("matches").list(m -> new SearchMatch(m.get("path").string(),
                m.get("line").u32(), m.get("column").u32(), m.get("text").string()));
        return new SearchResult(matches, r.get("truncated").bool());
    }

    /**
     * Finds the files whose workspace-relative paths match a glob, sorted.
     *
     * @param glob a glob such as {@code *.java} or {@code docs/*.md}
     * @return the matching paths
     * @throws ApiError with code {@code INVALID_ARGUMENT}, {@code IO}, {@code TIMEOUT},
     *     {@code LIMIT_EXCEEDED} or {@code UNAVAILABLE}
     * @ggop files.find
     */
    public static List<String> find(String glob) throws ApiError {
        return find(glob, new FindOptions());
    }

    /**
     * Finds the files whose paths match a glob, under a directory or up to a limit, sorted.
     *
     * @param glob a glob such as {@code *.java} or {@code docs/*.md}
     * @param options where to look and how many to return
     * @return the matching workspace-relative paths
     * @throws ApiError with code {@code INVALID_ARGUMENT}, {@code NOT_FOUND}, {@code DENIED},
     *     {@code IO}, {@code TIMEOUT}, {@code LIMIT_EXCEEDED} or {@code UNAVAILABLE}
     * @ggop files.find
     */
    public static List<String> find(String glob, FindOptions options) throws ApiError {
        Check.present(FIND, "glob", glob);
        Check.present(FIND, "options", options);
        return Wire.invoke(FIND, Json.object("glob", glob,
                "options", Json.object("path", options.path, "limit", Check.option(options.limit)))).strings();
    }

    /**
     * Moves or renames a file or a directory; an existing destination is never replaced.
     *
     * @param source the workspace-relative path that exists
     * @param destination the workspace-relative path that must not exist yet
     * @throws ApiError with code {@code INVALID_ARGUMENT}, {@code NOT_FOUND}, {@code DENIED},
     *     {@code CONFLICT} (the destination exists), {@code IO}, {@code LIMIT_EXCEEDED}
     *     or {@code UNAVAILABLE}
     * @ggop files.move
     */
    public static void move(String source, String destination) throws ApiError {
        String op = "files.move";
        Check.present(op, "source", source);
        Check.present(op, "destination", destination);
        Wire.invokeUnit(op, Json.object("source", source, "destination", destination));
    }

    /**
     * Deletes a file, or a directory with everything in it.
     *
     * @param path the workspace-relative path
     * @throws ApiError with code {@code INVALID_ARGUMENT}, {@code NOT_FOUND}, {@code DENIED},
     *     {@code IO}, {@code LIMIT_EXCEEDED} or {@code UNAVAILABLE}
     * @ggop files.delete
     */
    public static void delete(String path) throws ApiError {
        String op = "files.delete";
        Check.present(op, "path", path);
        Wire.invokeUnit(op, Json.object("path", path));
    }
}
