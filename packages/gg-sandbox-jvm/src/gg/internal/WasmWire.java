package gg.internal;

import java.nio.charset.StandardCharsets;
import org.teavm.backend.wasm.WasmHeap;
import org.teavm.backend.wasm.runtime.WasiBuffer;
import org.teavm.interop.Address;
import org.teavm.interop.Import;

/**
 * The canonical ABI of gg's one door, {@code gg:agent/wire@0.1.0}'s
 * {@code call: func(operation: string, arguments: string) -> result<string, api-error>},
 * for a TeaVM program, and the module's {@code cabi_realloc}. gg's {@code GgEntry} installs
 * {@link #call} as the SDK's transport and exports {@link #realloc}.
 *
 * <p>Lowered, the import is {@code (op-ptr, op-len, args-ptr, args-len, ret-ptr) -> ()}: the
 * host reads the two UTF-8 strings, then writes the result at {@code ret-ptr} (a discriminant
 * byte at 0; ok: the string's pointer and length at 4 and 8; err: the operation's pointer and
 * length at 4 and 8, the code's index byte at 12, the message's pointer and length at 16 and
 * 20), placing every string it returns where {@code cabi_realloc} says.
 *
 * <p>Memory: {@code cabi_realloc} hands out memory past TeaVM's own (its heap is fixed: equal
 * minimum and maximum), growing the linear memory and moving {@code WasmHeap.memoryLimit} so
 * TeaVM's view stays right. Nothing there is ever collected or moved, which the WASI adapter
 * needs too: it allocates its state through the same export. Strings a call returned are
 * copied into Java strings and their space is reused by the next call. The result area lives
 * in TeaVM's static WASI buffer.
 */
public final class WasmWire {
    private static final String[] CODES = {
        "unavailable", "invalid-argument", "not-found", "conflict", "timeout", "io", "limit-exceeded", "denied",
    };
    private static final int PAGE = 65536;

    /** The free part of the region cabi_realloc hands out: [top, end). */
    private static int top;
    private static int end;

    private WasmWire() {
    }

    @Import(module = "gg:agent/wire@0.1.0", name = "call")
    private static native void callImport(int opPtr, int opLen, int argsPtr, int argsLen, int retPtr);

    /**
     * Calls one operation.
     *
     * @param operation the operation's key
     * @param arguments the JSON arguments
     * @return {@code {json}} on success; {@code {null, operation, code, message}} when the host
     *     refused the call
     */
    public static String[] call(String operation, String arguments) {
        byte[] op = utf8(operation);
        byte[] args = utf8(arguments);
        int mark = top;
        Address ret = WasiBuffer.getBuffer();
        // No allocation between taking the addresses and the call: nothing can move them.
        callImport(Address.ofData(op).toInt(), op.length, Address.ofData(args).toInt(), args.length, ret.toInt());
        String[] result;
        if ((ret.getByte() & 0xff) == 0) {
            result = new String[] {string(ret.add(4).getInt(), ret.add(8).getInt())};
        } else {
            int code = ret.add(12).getByte() & 0xff;
            result = new String[] {
                null,
                string(ret.add(4).getInt(), ret.add(8).getInt()),
                code < CODES.length ? CODES[code] : "io",
                string(ret.add(16).getInt(), ret.add(20).getInt()),
            };
        }
        top = mark;
        return result;
    }

    /**
     * A string's UTF-8, a lone surrogate as U+FFFD. Not {@code getBytes(UTF_8)}: TeaVM 0.13.1's
     * encoder drops a surrogate pair that straddles its 512-char buffer (511 ASCII characters, an
     * emoji and one more character came out as 512 bytes).
     */
    static byte[] utf8(String s) {
        int n = s.length();
        int size = 0;
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c < 0x80) {
                size += 1;
            } else if (c < 0x800) {
                size += 2;
            } else if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
                size += 4;
                i++;
            } else {
                size += 3;
            }
        }
        byte[] out = new byte[size];
        int at = 0;
        for (int i = 0; i < n; i++) {
            int c = s.charAt(i);
            if (c < 0x80) {
                out[at++] = (byte) c;
                continue;
            }
            if (c < 0x800) {
                out[at++] = (byte) (0xc0 | c >> 6);
                out[at++] = (byte) (0x80 | c & 0x3f);
                continue;
            }
            if (Character.isHighSurrogate((char) c) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
                c = Character.toCodePoint((char) c, s.charAt(++i));
                out[at++] = (byte) (0xf0 | c >> 18);
                out[at++] = (byte) (0x80 | c >> 12 & 0x3f);
                out[at++] = (byte) (0x80 | c >> 6 & 0x3f);
                out[at++] = (byte) (0x80 | c & 0x3f);
                continue;
            }
            if (Character.isSurrogate((char) c)) {
                c = 0xfffd;
            }
            out[at++] = (byte) (0xe0 | c >> 12);
            out[at++] = (byte) (0x80 | c >> 6 & 0x3f);
            out[at++] = (byte) (0x80 | c & 0x3f);
        }
        return out;
    }

    private static String string(int ptr, int length) {
        byte[] bytes = new byte[length];
        Address from = Address.fromInt(ptr);
        for (int i = 0; i < length; i++) {
            bytes[i] = from.add(i).getByte();
        }
        return new String(bytes, StandardCharsets.UTF_8);
    }

    /**
     * The module's {@code cabi_realloc}.
     *
     * @param oldPtr the block to grow, or 0
     * @param oldSize its size
     * @param align the alignment asked for
     * @param newSize bytes needed
     * @return the address of the block
     */
    public static int realloc(int oldPtr, int oldSize, int align, int newSize) {
        int a = Math.max(align, 1);
        int at = (top + a - 1) / a * a;
        if (end == 0 || at + newSize > end) {
            int pages = (newSize + a + PAGE - 1) / PAGE + 1;
            Address base = WasmHeap.memoryLimit;
            WasmHeap.growMemory(pages);
            WasmHeap.memoryLimit = base.add(pages * PAGE);
            top = base.toInt();
            end = top + pages * PAGE;
            at = (top + a - 1) / a * a;
        }
        if (oldPtr != 0 && oldSize > 0) {
            int n = Math.min(oldSize, newSize);
            for (int i = 0; i < n; i++) {
                Address.fromInt(at + i).putByte(Address.fromInt(oldPtr + i).getByte());
            }
        }
        top = at + newSize;
        return at;
    }
}
