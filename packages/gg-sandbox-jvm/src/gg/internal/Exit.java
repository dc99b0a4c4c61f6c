package gg.internal;

import org.teavm.runtime.ExceptionHandling;

/**
 * What {@code System.exit}, {@code Runtime.exit} and {@code Runtime.halt} do in a gg program: the
 * program ends here, with the status it gave. TeaVM 0.13.1's classlib has no {@code System.exit}
 * and a {@code Runtime.exit} that returns; {@link RuntimePatches} points all three at {@link #exit}.
 *
 * <p>As on the JDK, nothing after the call runs: no {@code finally} block, no {@code catch}. What
 * the program wrote before it is kept. The host learns the status from the line
 * {@code gg: exit status N} and the frames the vendored {@code ExceptionHandling.printExit} writes
 * to stderr just before the module traps; it removes them from the stderr the model reads.
 */
public final class Exit {
    private Exit() {
    }

    /**
     * Ends the program with {@code status}.
     *
     * @param status the exit status ({@code 0} is success)
     */
    public static void exit(int status) {
        System.out.flush();
        System.err.flush();
        ExceptionHandling.printExit(status);
        ExceptionHandling.abort();
    }
}
