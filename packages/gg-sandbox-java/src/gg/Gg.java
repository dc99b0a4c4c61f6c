package gg;

/**
 * The program's own line to whoever is watching the run.
 *
 * <p>This class is not a capability family: it reaches no host operation and
 * no grant governs it.
 */
public final class Gg {
    private Gg() {
    }

    /**
     * Writes one line to the run's standard output, where every other arm's
     * {@code console.log} writes.
     *
     * <p>It is {@code System.out.println(message)} followed by a flush, so a
     * line logged just before a failure is not lost. A null message is
     * written as {@code null}.
     *
     * @param message the text of the line
     */
    public static void log(String message) {
        System.out.println(message);
        System.out.flush();
    }
}
