package gg.internal;

import org.teavm.backend.wasm.WasmHeap;
import org.teavm.interop.Unmanaged;

/**
 * A program's recursion too deep for the module's stacks: {@link JdkFidelity} starts every method
 * of the program's own classes with {@link #check}, which throws the JDK's
 * {@code StackOverflowError} at that method's first line once TeaVM's shadow stack (a fixed
 * region of {@code WasmHeap.DEFAULT_STACK_SIZE}, 256 KiB, that TeaVM never bounds-checks: past
 * it, frames would overwrite the heap) is more than {@link #LIMIT} deep. The rest of the region
 * is room for the throw and the uncaught report. A program can catch it, as on the JDK. The
 * engine's own stack limit stays the backstop for recursion that never enters the program's
 * classes.
 */
public final class StackGuard {
    /**
     * Bytes of shadow stack a program may use. A frame there is 8 bytes plus 4 per object local, so
     * this is about 12,000 calls of a method with none (the JDK 17 source launcher overflows at about
     * 9,000). The engine's 2 MiB stack holds about 14,000 frames of a method keeping six numbers live
     * across its call, which 192 KiB (24,000 such frames) let overflow first; 96 KiB does not.
     */
    static final int LIMIT = 96 * 1024;

    private StackGuard() {
    }

    public static void check() {
        if (depth() > LIMIT) {
            throw new StackOverflowError();
        }
    }

    @Unmanaged
    private static int depth() {
        return (int) (WasmHeap.stack.toLong() - WasmHeap.stackAddress.toLong());
    }
}
