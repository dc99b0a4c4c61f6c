package ggtest;

import static ggtest.T.call;
import static ggtest.T.eq;
import static ggtest.T.test;

import gg.files.Files;

/**
 * The read narrowed by a pattern switch, as a program writes it. Kept apart
 * because a pattern switch needs {@code --release 21}: build.sh compiles this
 * file only at 21 or above, and Main runs it when it is there.
 */
final class SwitchTest {
    private SwitchTest() {
    }

    static String describe(Files.FileRead read) {
        return switch (read) {
            case Files.TextFile t when t.truncated() -> "text from line " + t.firstLine() + ", cut";
            case Files.TextFile t -> "text from line " + t.firstLine();
            case Files.BinaryFile b -> "binary " + b.mediaType() + " " + b.size() + " " + b.bytes()[0];
        };
    }

    static void run() {
        test("files.read-file: narrowed by a switch, text", () -> eq("text from line 2, cut", describe(call("files.read-file",
                "{\"path\":\"a.txt\",\"options\":{\"offset\":null,\"limit\":null}}", SurfaceTest.TEXT_FILE,
                () -> Files.readFile("a.txt")))));
        test("files.read-file: narrowed by a switch, binary", () -> eq("binary image/png 4 -119", describe(call("files.read-file",
                "{\"path\":\"logo.png\",\"options\":{\"offset\":null,\"limit\":null}}", SurfaceTest.BINARY_FILE,
                () -> Files.readFile("logo.png")))));
    }
}
