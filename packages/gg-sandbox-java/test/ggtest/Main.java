package ggtest;

import gg.internal.Wire;

/**
 * The SDK's host-JVM tests: a plain main that runs every case and exits 1
 * when any failed. The one argument is the SDK's source directory, which the
 * doc-tag check reads.
 */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        if (args.length != 1) {
            System.err.println("usage: ggtest.Main SRC_DIR");
            System.exit(2);
        }
        T.test("a call before any transport is installed is UNAVAILABLE", SurfaceTest::noTransport);
        T.wire = new Recorder();
        Wire.install(T.wire);
        JsonTest.run();
        SurfaceTest.run();
        try {
            Class.forName("ggtest.SwitchTest").getDeclaredMethod("run").invoke(null);
        } catch (ClassNotFoundException e) {
            System.out.println("skipped: the pattern-switch cases (compiled below --release 21)");
        } catch (ReflectiveOperationException e) {
            T.failures.add("SwitchTest: " + e);
        }
        ValidationTest.run();
        DocTagTest.run(args[0]);
        System.out.println(T.passed + " passed, " + T.failures.size() + " failed");
        System.exit(T.failures.isEmpty() ? 0 : 1);
    }
}
