package ggtest;

import gg.ApiError;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;

/** The test runner's assertions and its one helper for wire calls. */
final class T {
    static int passed;
    static final List<String> failures = new ArrayList<>();
    static Recorder wire;

    private T() {
    }

    static void test(String name, Runnable body) {
        try {
            body.run();
            passed++;
        } catch (Throwable e) {
            failures.add(name + ": " + e);
            System.out.println("FAIL " + name);
            System.out.println("     " + e);
            for (StackTraceElement f : e.getStackTrace()) {
                if (f.getClassName().startsWith("ggtest.") && !f.getClassName().equals("ggtest.T")) {
                    System.out.println("       at " + f);
                    break;
                }
            }
        }
    }

    static void eq(Object expected, Object actual) {
        if (!Objects.deepEquals(expected, actual)) {
            throw new AssertionError("expected <" + expected + ">\n          got <" + actual + ">");
        }
    }

    static void yes(boolean condition, String what) {
        if (!condition) {
            throw new AssertionError(what);
        }
    }

    /** Runs a call that must fail with an ApiError, and returns it. */
    static ApiError fails(Runnable call) {
        try {
            call.run();
        } catch (ApiError e) {
            return e;
        }
        throw new AssertionError("expected an ApiError, but the call returned");
    }

    /** Runs a call that must be refused before reaching the wire, with INVALID_ARGUMENT. */
    static void refused(String operation, String detail, Runnable call) {
        int before = wire.calls;
        ApiError e = fails(call);
        eq(ApiError.Code.INVALID_ARGUMENT, e.code());
        eq(operation, e.operation());
        eq(detail, e.detail());
        eq("`" + operation + "` failed (invalid-argument): " + detail, e.getMessage());
        eq(before, wire.calls);
    }

    /**
     * The one check of a wire call: the SDK must send exactly {@code operation}
     * with exactly {@code arguments}, and is answered {@code result}.
     */
    static <R> R call(String operation, String arguments, String result, Supplier<R> call) {
        wire.answer(result);
        int before = wire.calls;
        R value = call.get();
        eq(before + 1, wire.calls);
        eq(operation, wire.operation);
        eq(arguments, wire.arguments);
        return value;
    }

    static void callUnit(String operation, String arguments, Runnable call) {
        call(operation, arguments, "null", () -> {
            call.run();
            return null;
        });
    }
}
