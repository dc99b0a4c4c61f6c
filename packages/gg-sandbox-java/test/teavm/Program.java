// The TeaVM smoke program: the SDK under the real javac + TeaVM 0.13.1 (WASI) and node's WASI, with
// a stub transport installed by the program itself. Run by ../teavm-smoke.mjs, which compares its
// standard output with expected.stdout and its standard error with the uncaught header below.
import gg.*;
import gg.files.Files;
import gg.tasks.Tasks;
import gg.memories.Memories;
import gg.shell.Shell;
import gg.context.Context;
import gg.internal.Json;
import gg.internal.Wire;

public final class Program {
    public static void main(String[] args) {
        Wire.install((op, a) -> {
            System.out.println("> " + op + " " + a);
            switch (op) {
                case "files.read-file":
                    return "{\"tag\":\"binary\",\"val\":{\"path\":\"logo.png\",\"media-type\":\"image/png\",\"size\":4,\"bytes\":[137,80,78,71]}}";
                case "tasks.add":
                case "tasks.update":
                    return "{\"id\":7,\"title\":\"write \\u00e9 SDK\",\"status\":\"doing\",\"notes\":null,\"created-at\":1764460800000,\"updated-at\":1764464400000}";
                case "memories.search":
                    return "[{\"memory\":{\"slug\":\"b\",\"text\":\"t\",\"tags\":[\"ci\"],\"code\":\"x\",\"updated-at\":5},\"score\":-3.25e-1}]";
                case "shell.run":
                    return "{\"exit-code\":null,\"signal\":9,\"stdout\":\"\",\"stderr\":\"\",\"stdout-dropped\":5000000000,\"stderr-dropped\":0,\"timed-out\":true,\"duration-ms\":1002}";
                case "context.archive":
                    return "3";
                case "files.read-text-file":
                    throw new ApiError(op, ApiError.Code.NOT_FOUND, "no such file: " + a);
                default:
                    return "null";
            }
        });
        String seen = switch (Files.readFile("logo.png", 1, 2)) {
            case Files.TextFile t -> "text " + t.content();
            case Files.BinaryFile b -> "binary " + b.mediaType() + " " + b.size() + " " + b.bytes()[0];
        };
        System.out.println(seen);
        Tasks.Task t = Tasks.add("write é SDK", new Tasks.AddOptions().notes("n\u0001\"\uD83D\uDE00\uD800").status(Tasks.Status.DOING));
        System.out.println(t);
        System.out.println(t.status().wireName() + " " + t.notes().isPresent());
        System.out.println(Memories.search("ci", 3));
        Shell.RunResult r = Shell.run("sleep 9", new Shell.RunOptions().timeoutSeconds(1).env("A", "b"));
        System.out.println(r + " " + r.succeeded());
        System.out.println(Context.archive(Context.TurnRange.of(1, 4), Context.TurnRange.of(7)));
        Tasks.update(7, new Tasks.TaskPatch().clearNotes());
        System.out.println(Json.write(Json.parse("{\"a\":[1.5E+10,-0,\"\\ud800x\\u00e9\"],\"b\":{}}")));
        try {
            Files.readTextFile("missing.txt");
        } catch (ApiError e) {
            System.out.println("caught " + e.code() + " " + e.code().wireName() + " | " + e.getMessage());
        }
        try {
            Files.readFile("a", -1);
        } catch (ApiError e) {
            System.out.println("caught " + e.getMessage());
        }
        Gg.log("logged");
        Files.readTextFile("uncaught.txt");
    }
}
