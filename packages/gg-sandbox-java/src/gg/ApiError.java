package gg;

import java.util.Optional;
import java.util.OptionalInt;

/**
 * A call to the agent surface that was refused or failed.
 *
 * <p>It is unchecked, so a program needs no {@code try} around each call; catch
 * it where a failure can be handled, and read {@link #code()} to tell why.
 * Its message reads {@code `files.read-file` failed (not-found): no such file: a.txt},
 * which is also what an uncaught one prints.
 *
 * <p>The failure of one call of a {@code Tools.parallel} batch also carries
 * that call's {@link #index()}, and its detail starts with
 * {@code call <index> (<tool name>): }.
 */
public final class ApiError extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** Why a call failed. The constants are in the order the wire declares them. */
    public enum Code {
        /** The capability is not granted to this agent, or the host does not provide it. */
        UNAVAILABLE("unavailable"),
        /** An argument was malformed or out of range; the detail names it. */
        INVALID_ARGUMENT("invalid-argument"),
        /** The named thing does not exist. */
        NOT_FOUND("not-found"),
        /** The request contradicts the current state, such as an edit whose old text is not found exactly once. */
        CONFLICT("conflict"),
        /** The call ran out of its own time budget. */
        TIMEOUT("timeout"),
        /** The host's input or output failed, or the host answered something this SDK cannot read. */
        IO("io"),
        /** A per-turn limit was reached: calls, or the size of an argument or a result. */
        LIMIT_EXCEEDED("limit-exceeded"),
        /** The path leaves the workspace. */
        DENIED("denied");

        private final String wireName;

        Code(String wireName) {
            this.wireName = wireName;
        }

        /**
         * Returns the code as the wire spells it.
         *
         * @return the wire spelling, for example {@code "not-found"}
         */
        public String wireName() {
            return wireName;
        }

        /**
         * Finds the code the wire spells a given way.
         *
         * @param wireName a wire spelling such as {@code "limit-exceeded"}
         * @return the code, or empty when no code is spelled that way
         */
        public static Optional<Code> fromWireName(String wireName) {
            for (Code code : values()) {
                if (code.wireName.equals(wireName)) {
                    return Optional.of(code);
                }
            }
            return Optional.empty();
        }
    }

    /** The operation's stable key. */
    private final String operation;
    /** Why the call failed. */
    private final Code code;
    /** What went wrong. */
    private final String detail;
    /** The failed call's place in its batch, or -1 when the error is not a batch member's. */
    private final int index;

    /**
     * Creates an error as the SDK throws it.
     *
     * @param operation the operation's stable key, for example {@code files.read-text-file}
     * @param code why the call failed
     * @param detail what went wrong, naming the argument or the thing
     */
    public ApiError(String operation, Code code, String detail) {
        this(operation, code, detail, -1);
    }

    /**
     * Creates the error of one call of a batch, as {@code Tools.parallel} throws it.
     *
     * @param operation the operation's stable key, for example {@code tools.parallel}
     * @param code why the call failed
     * @param detail what went wrong, already starting with {@code call <index> (<tool name>): }
     * @param index the call's 0-based place in its batch; a negative value means no batch
     */
    public ApiError(String operation, Code code, String detail, int index) {
        super("`" + operation + "` failed (" + (code == null ? "io" : code.wireName()) + "): " + detail);
        this.operation = operation;
        this.code = code == null ? Code.IO : code;
        this.detail = detail;
        this.index = index < 0 ? -1 : index;
    }

    /**
     * Returns the stable key of the operation that failed.
     *
     * @return the key, for example {@code files.read-text-file}
     */
    public String operation() {
        return operation;
    }

    /**
     * Returns why the call failed.
     *
     * @return the error's code
     */
    public Code code() {
        return code;
    }

    /**
     * Returns what went wrong, without the operation and the code the message leads with.
     *
     * @return gg's sentence about the failure
     */
    public String detail() {
        return detail;
    }

    /**
     * Returns the place, in call order from 0, of the failed call in its
     * {@code Tools.parallel} batch.
     *
     * @return the index, or empty when the error is not one batch member's (any other
     *     operation, or a batch refused as a whole)
     */
    public OptionalInt index() {
        return index < 0 ? OptionalInt.empty() : OptionalInt.of(index);
    }
}
