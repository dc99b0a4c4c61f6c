package gg.context;

import gg.ApiError;
import gg.internal.Check;
import gg.internal.Json;
import gg.internal.Node;
import gg.internal.Wire;
import java.util.ArrayList;
import java.util.List;

/**
 * The thread of turns this workspace has run: list them, read one back,
 * archive the ones no longer needed.
 *
 * <p>Grant: {@code context}.
 */
public final class Context {
    private Context() {
    }

    private static final String ARCHIVE = "context.archive";

    /**
     * One turn of the thread, without its program and outcome.
     *
     * @param number the turn's 1-based number in this workspace
     * @param lang the language its program was written in
     * @param band how it ended: {@code completed}, {@code runtime-error}, and so on
     * @param startedAt when it started, in milliseconds since the Unix epoch
     * @param archived true when it has been archived
     */
    public record TurnSummary(int number, String lang, String band, long startedAt, boolean archived) {
    }

    /**
     * One turn with its program and outcome.
     *
     * @param summary the turn's number, language, band and start
     * @param program the program as the model wrote it
     * @param outcome the turn's outcome, as JSON text
     */
    public record Turn(TurnSummary summary, String program, String outcome) {
    }

    /**
     * An inclusive range of turn numbers.
     *
     * @param first the first turn of the range
     * @param last the last turn of the range, not before {@code first}
     */
    public record TurnRange(int first, int last) {
        /**
         * Creates a range, refusing one that is negative or backwards.
         *
         * @param first the first turn of the range
         * @param last the last turn of the range
         * @throws ApiError with code {@code INVALID_ARGUMENT} for a negative number, or
         *     {@code last} before {@code first}
         */
        public TurnRange {
            Check.count(ARCHIVE, "first", first);
            Check.count(ARCHIVE, "last", last);
            if (last < first) {
                throw Check.invalid(ARCHIVE, "a turn range must have first <= last, got " + first + ".." + last);
            }
        }

        /**
         * A range of one turn.
         *
         * @param turn the turn's number
         * @return the range {@code turn..turn}
         * @throws ApiError with code {@code INVALID_ARGUMENT} for a negative number
         */
        public static TurnRange of(int turn) {
            return new TurnRange(turn, turn);
        }

        /**
         * A range of turns from {@code first} to {@code last}, both included.
         *
         * @param first the first turn
         * @param last the last turn
         * @return the range
         * @throws ApiError with code {@code INVALID_ARGUMENT} for a negative number, or
         *     {@code last} before {@code first}
         */
        public static TurnRange of(int first, int last) {
            return new TurnRange(first, last);
        }
    }

    private static TurnSummary summary(Node s) {
        return new TurnSummary(s.get("number").u32(), s.get("lang").string(), s.get("band").string(),
                s.get("started-at").u64(), s.get("archived").bool());
    }

    /**
     * Lists every turn, oldest first, archived ones included.
     *
     * @return the turns' summaries
     * @throws ApiError with code {@code IO}, {@code LIMIT_EXCEEDED} or {@code UNAVAILABLE}
     * @ggop context.list-turns
     */
    public static List<TurnSummary> listTurns() throws ApiError {
        return Wire.invoke("context.list-turns", Json.object()).list(Context::summary);
    }

    /**
     * Archives ranges of turns.
     * <pre>{@code
     * Context.archive(Context.TurnRange.of(1, 4), Context.TurnRange.of(7));
     * }</pre>
     *
     * @param ranges the ranges to archive; none is allowed and changes nothing
     * @return how many turns changed
     * @throws ApiError with code {@code INVALID_ARGUMENT} (also for a null range),
     *     {@code NOT_FOUND}, {@code IO}, {@code LIMIT_EXCEEDED} or {@code UNAVAILABLE}
     * @ggop context.archive
     */
    public static int archive(TurnRange... ranges) throws ApiError {
        Check.elements(ARCHIVE, "ranges", ranges);
        List<Object> list = new ArrayList<>(ranges.length);
        for (TurnRange r : ranges) {
            list.add(Json.object("first", r.first(), "last", r.last()));
        }
        return Wire.invoke(ARCHIVE, Json.object("ranges", list)).u32();
    }

    /**
     * Reads one turn back: its program and its outcome.
     *
     * @param number the turn's 1-based number
     * @return the turn
     * @throws ApiError with code {@code INVALID_ARGUMENT}, {@code NOT_FOUND}, {@code IO},
     *     {@code LIMIT_EXCEEDED} or {@code UNAVAILABLE}
     * @ggop context.read-turn
     */
    public static Turn readTurn(int number) throws ApiError {
        String op = "context.read-turn";
        Check.count(op, "number", number);
        Node t = Wire.invoke(op, Json.object("number", number));
        return new Turn(summary(t.get("summary")), t.get("program").string(), t.get("outcome").string());
    }
}
