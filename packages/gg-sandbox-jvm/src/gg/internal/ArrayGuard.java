package gg.internal;

import org.teavm.interop.Address;
import org.teavm.interop.Unmanaged;
import org.teavm.runtime.Console;
import org.teavm.runtime.ExceptionHandling;
import org.teavm.runtime.GC;
import org.teavm.runtime.RuntimeClass;

/**
 * The size check in front of every array TeaVM allocates.
 *
 * <p>TeaVM 0.13.1's {@code Allocator.allocateArray} computes an array's size in bytes in an
 * {@code int} and does not look at its sign: {@code new long[Integer.MAX_VALUE / 2]} wraps to a few
 * bytes, and {@code new int[-1]} is an array of length -1. {@link RuntimePatches} makes
 * {@link #check} the first thing {@code allocateArray} does, and {@link #checkMulti} the first thing
 * {@code allocateMultiArray} does (which would otherwise run out of heap only after the garbage
 * collector has lost its half-built outer array). Before anything is computed from the size:
 *
 * <ul>
 *   <li>an array that cannot fit in the heap at all ends the program the way running out of heap
 *       does: the JDK's {@code java.lang.OutOfMemoryError} report with the frames, then TeaVM's
 *       "Out of memory" trap;</li>
 *   <li>a negative length ends it with the JDK's {@code java.lang.NegativeArraySizeException}
 *       report. Unlike the JDK's, neither can be caught: the allocator runs outside the program's
 *       exception handling, so it reports and traps.</li>
 * </ul>
 */
public final class ArrayGuard {
    /** An array's header and alignment, rounded up. */
    private static final long HEADER = 32;

    private ArrayGuard() {
    }

    /**
     * Checks one array of {@code length} items of {@code type}'s item type.
     *
     * @param type the array's class
     * @param length the array's length
     */
    @Unmanaged
    public static void check(RuntimeClass type, int length) {
        if (length < 0) {
            negative(length);
        }
        if (length * itemBytes(type) + HEADER > GC.availableBytes()) {
            outOfMemory();
        }
    }

    /**
     * Checks {@code new T[d0][d1]…}: every level's arrays together must fit in the heap.
     *
     * @param type the outermost array's class
     * @param dimensions the lengths, outermost first, as 32-bit integers
     * @param count how many lengths there are
     */
    @Unmanaged
    public static void checkMulti(RuntimeClass type, Address dimensions, int count) {
        long available = GC.availableBytes();
        long total = 0;
        long arrays = 1;
        for (int i = 0; i < count; ++i) {
            int length = dimensions.add(i * 4).getInt();
            if (length < 0) {
                negative(length);
            }
            long each = length * itemBytes(type) + HEADER;
            if (arrays > (available - total) / each) {
                outOfMemory();
            }
            total += arrays * each;
            arrays *= length;
            if (arrays == 0) {
                return;
            }
            type = type.itemType;
        }
    }

    @Unmanaged
    private static long itemBytes(RuntimeClass type) {
        RuntimeClass item = type.itemType;
        return (item.flags & RuntimeClass.PRIMITIVE) != 0 ? item.size : Address.sizeOf();
    }

    @Unmanaged
    private static void outOfMemory() {
        ExceptionHandling.printStack();
        GC.outOfMemory();
    }

    @Unmanaged
    private static void negative(int length) {
        Console.printString("Exception in thread \"main\" java.lang.NegativeArraySizeException: ");
        Console.printInt(length);
        Console.printString("\n");
        ExceptionHandling.printFrames();
        ExceptionHandling.abort();
    }
}
