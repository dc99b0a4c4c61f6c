package ggtest;

import static ggtest.T.call;
import static ggtest.T.callUnit;
import static ggtest.T.eq;
import static ggtest.T.fails;
import static ggtest.T.test;
import static ggtest.T.yes;

import gg.ApiError;
import gg.context.Context;
import gg.docs.Docs;
import gg.files.Files;
import gg.memories.Memories;
import gg.session.Session;
import gg.shell.Shell;
import gg.skills.Skills;
import gg.tasks.Tasks;
import gg.tools.Tools;
import gg.views.Views;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Every operation: the exact key and arguments the SDK sends, and the records
 * it decodes from a realistic result written by hand from the WIT types.
 */
final class SurfaceTest {
    private SurfaceTest() {
    }

    static void noTransport() {
        ApiError e = fails(() -> Files.readTextFile("a.txt"));
        eq(ApiError.Code.UNAVAILABLE, e.code());
        eq("files.read-text-file", e.operation());
        eq("`files.read-text-file` failed (unavailable): no wire transport is installed in this process", e.getMessage());
    }

    static final String TEXT_FILE = "{\"tag\":\"text\",\"val\":{\"path\":\"src/a.txt\",\"content\":\"two\\nthree\\n\","
            + "\"first-line\":2,\"total-lines\":9,\"truncated\":true}}";

    static final String BINARY_FILE = "{\"tag\":\"binary\",\"val\":{\"path\":\"logo.png\",\"media-type\":\"image/png\","
            + "\"size\":4,\"bytes\":[137,80,78,71]}}";

    static void run() {
        files();
        views();
        shell();
        tasks();
        memories();
        context();
        skills();
        docs();
        session();
        tools();
        errors();
    }

    static void files() {
        Files.TextFile window = new Files.TextFile("src/a.txt", "two\nthree\n", 2, 9, true);
        test("files.read-file: path only", () -> eq(window, call("files.read-file",
                "{\"path\":\"a.txt\",\"options\":{\"offset\":null,\"limit\":null}}", TEXT_FILE, () -> Files.readFile("a.txt"))));
        test("files.read-file: offset", () -> eq(window, call("files.read-file",
                "{\"path\":\"a.txt\",\"options\":{\"offset\":2,\"limit\":null}}", TEXT_FILE, () -> Files.readFile("a.txt", 2))));
        test("files.read-file: offset and limit", () -> eq(window, call("files.read-file",
                "{\"path\":\"a.txt\",\"options\":{\"offset\":2,\"limit\":5}}", TEXT_FILE, () -> Files.readFile("a.txt", 2, 5))));
        test("files.read-file: a binary file", () -> {
            Files.FileRead r = call("files.read-file", "{\"path\":\"logo.png\",\"options\":{\"offset\":null,\"limit\":null}}",
                    BINARY_FILE, () -> Files.readFile("logo.png"));
            eq(new Files.BinaryFile("logo.png", "image/png", 4, new byte[] {(byte) 137, 80, 78, 71}), r);
            eq("logo.png", r.path());
            Files.BinaryFile b = (Files.BinaryFile) r;
            b.bytes()[0] = 0;
            eq((byte) 137, b.bytes()[0]);
        });
        test("files.read-text-file", () -> eq("héllo \"q\"\n", call("files.read-text-file", "{\"path\":\"notes/a b.md\"}",
                "\"h\\u00e9llo \\\"q\\\"\\n\"", () -> Files.readTextFile("notes/a b.md"))));
        test("files.write-file", () -> eq(12L, call("files.write-file", "{\"path\":\"out/x.txt\",\"content\":\"line\\ttab\\n\\u0001\"}",
                "12", () -> Files.writeFile("out/x.txt", "line\ttab\n\u0001"))));
        test("files.edit-file", () -> eq(new Files.EditResult("a.rs", 14), call("files.edit-file",
                "{\"path\":\"a.rs\",\"old-text\":\"fn a()\",\"new-text\":\"fn b()\"}", "{\"path\":\"a.rs\",\"line\":14}",
                () -> Files.editFile("a.rs", "fn a()", "fn b()"))));
        String entries = "[{\"name\":\".git\",\"kind\":\"directory\",\"size\":4096},{\"name\":\"README.md\",\"kind\":\"file\",\"size\":1234},"
                + "{\"name\":\"link\",\"kind\":\"symlink\",\"size\":7},{\"name\":\"sock\",\"kind\":\"other\",\"size\":0}]";
        List<Files.DirEntry> listed = List.of(new Files.DirEntry(".git", Files.EntryKind.DIRECTORY, 4096),
                new Files.DirEntry("README.md", Files.EntryKind.FILE, 1234), new Files.DirEntry("link", Files.EntryKind.SYMLINK, 7),
                new Files.DirEntry("sock", Files.EntryKind.OTHER, 0));
        test("files.list-directory: the root", () -> eq(listed, call("files.list-directory", "{\"path\":\".\"}", entries,
                Files::listDirectory)));
        test("files.list-directory: a directory", () -> eq(listed, call("files.list-directory", "{\"path\":\"src\"}", entries,
                () -> Files.listDirectory("src"))));
        String found = "{\"matches\":[{\"path\":\"src/main.rs\",\"line\":3,\"column\":5,\"text\":\"    // TODO: tidy\"},"
                + "{\"path\":\"src/lib.rs\",\"line\":40,\"column\":1,\"text\":\"todo!()\"}],\"truncated\":false}";
        Files.SearchResult result = new Files.SearchResult(List.of(new Files.SearchMatch("src/main.rs", 3, 5, "    // TODO: tidy"),
                new Files.SearchMatch("src/lib.rs", 40, 1, "todo!()")), false);
        test("files.search: pattern only", () -> eq(result, call("files.search",
                "{\"pattern\":\"TODO|todo!\",\"options\":{\"path\":null,\"glob\":null,\"limit\":null,\"ignore-case\":false}}", found,
                () -> Files.search("TODO|todo!"))));
        test("files.search: every option", () -> eq(result, call("files.search",
                "{\"pattern\":\"todo\",\"options\":{\"path\":\"src\",\"glob\":\"**/*.rs\",\"limit\":10,\"ignore-case\":true}}", found,
                () -> Files.search("todo", new Files.SearchOptions().path("src").glob("**/*.rs").limit(10).ignoreCase(true)))));
        test("files.find: glob only", () -> eq(List.of("a/Cargo.toml", "Cargo.toml"), call("files.find",
                "{\"glob\":\"**/Cargo.toml\",\"options\":{\"path\":null,\"limit\":null}}", "[\"a/Cargo.toml\",\"Cargo.toml\"]",
                () -> Files.find("**/Cargo.toml"))));
        test("files.find: path and limit", () -> eq(List.of(), call("files.find",
                "{\"glob\":\"*.md\",\"options\":{\"path\":\"docs\",\"limit\":3}}", "[]",
                () -> Files.find("*.md", new Files.FindOptions().path("docs").limit(3)))));
        test("files.move", () -> callUnit("files.move", "{\"source\":\"a.txt\",\"destination\":\"b/a.txt\"}",
                () -> Files.move("a.txt", "b/a.txt")));
        test("files.delete", () -> callUnit("files.delete", "{\"path\":\"build\"}", () -> Files.delete("build")));
        test("files: decoded lists are unmodifiable", () -> {
            List<String> paths = call("files.find", "{\"glob\":\"*\",\"options\":{\"path\":null,\"limit\":null}}", "[\"a\"]",
                    () -> Files.find("*"));
            try {
                paths.add("b");
                throw new AssertionError("a decoded list was modifiable");
            } catch (UnsupportedOperationException expected) {
                // unmodifiable
            }
        });
        test("files: wireName spellings", () -> {
            eq("directory", Files.EntryKind.DIRECTORY.wireName());
            eq("other", Files.EntryKind.OTHER.wireName());
        });
    }

    static void views() {
        Views.View text = new Views.View(3, "plan", "1. read\n2. fix\n", Optional.empty());
        test("views.open-text", () -> eq(text, call("views.open-text", "{\"label\":\"plan\",\"body\":\"1. read\\n2. fix\\n\"}",
                "{\"id\":3,\"label\":\"plan\",\"body\":\"1. read\\n2. fix\\n\"}", () -> Views.openText("plan", "1. read\n2. fix\n"))));
        String fileView = "{\"id\":4,\"label\":\"src/a.rs\",\"body\":\"fn main() {}\\n\",\"path\":\"src/a.rs\"}";
        Views.View file = new Views.View(4, "src/a.rs", "fn main() {}\n", Optional.of("src/a.rs"));
        test("views.open-file: path only", () -> eq(file, call("views.open-file",
                "{\"path\":\"src/a.rs\",\"offset\":null,\"limit\":null}", fileView, () -> Views.openFile("src/a.rs"))));
        test("views.open-file: offset", () -> eq(file, call("views.open-file",
                "{\"path\":\"src/a.rs\",\"offset\":10,\"limit\":null}", fileView, () -> Views.openFile("src/a.rs", 10))));
        test("views.open-file: offset and limit", () -> eq(file, call("views.open-file",
                "{\"path\":\"src/a.rs\",\"offset\":10,\"limit\":40}", fileView, () -> Views.openFile("src/a.rs", 10, 40))));
        test("views.close: by id", () -> callUnit("views.close", "{\"id\":4}", () -> Views.close(4)));
        test("views.close: a view", () -> callUnit("views.close", "{\"id\":3}", () -> Views.close(text)));
        test("views.list: a null path member and an absent one both read as empty", () -> eq(List.of(text, file,
                new Views.View(5, "x", "", Optional.empty())), call("views.list", "{}",
                "[{\"id\":3,\"label\":\"plan\",\"body\":\"1. read\\n2. fix\\n\",\"path\":null}," + fileView
                        + ",{\"id\":5,\"label\":\"x\",\"body\":\"\"}]", Views::list)));
    }

    static void shell() {
        String ran = "{\"exit-code\":0,\"signal\":null,\"stdout\":\"ok\\n\",\"stderr\":\"\",\"stdout-dropped\":0,"
                + "\"stderr-dropped\":0,\"timed-out\":false,\"duration-ms\":153}";
        Shell.RunResult ok = new Shell.RunResult(OptionalInt.of(0), OptionalInt.empty(), "ok\n", "", 0, 0, false, 153);
        test("shell.run: command only", () -> {
            Shell.RunResult r = call("shell.run",
                    "{\"command\":\"ls -la\",\"options\":{\"timeout-seconds\":null,\"env\":[],\"cwd\":null,\"stdin\":null}}", ran,
                    () -> Shell.run("ls -la"));
            eq(ok, r);
            yes(r.succeeded(), "exit 0 succeeded");
        });
        test("shell.run: every option, env in order as pairs", () -> eq(ok, call("shell.run",
                "{\"command\":\"make\",\"options\":{\"timeout-seconds\":300,\"env\":[[\"CI\",\"1\"],[\"A\",\"x=y\"]],"
                        + "\"cwd\":\"build\",\"stdin\":\"input\\n\"}}", ran,
                () -> Shell.run("make", new Shell.RunOptions().timeoutSeconds(300).env("CI", "1").env("A", "x=y")
                        .cwd("build").stdin("input\n")))));
        test("shell.run: killed by a signal after the timeout", () -> {
            Shell.RunResult r = call("shell.run",
                    "{\"command\":\"sleep 999\",\"options\":{\"timeout-seconds\":1,\"env\":[],\"cwd\":null,\"stdin\":null}}",
                    "{\"exit-code\":null,\"signal\":9,\"stdout\":\"\",\"stderr\":\"x\",\"stdout-dropped\":5000000000,"
                            + "\"stderr-dropped\":1,\"timed-out\":true,\"duration-ms\":1002}",
                    () -> Shell.run("sleep 999", new Shell.RunOptions().timeoutSeconds(1)));
            eq(new Shell.RunResult(OptionalInt.empty(), OptionalInt.of(9), "", "x", 5000000000L, 1, true, 1002), r);
            yes(!r.succeeded(), "a signalled process did not succeed");
        });
        test("shell.run: a negative exit code is an s32", () -> eq(OptionalInt.of(-1), call("shell.run",
                "{\"command\":\"x\",\"options\":{\"timeout-seconds\":null,\"env\":[],\"cwd\":null,\"stdin\":null}}",
                "{\"exit-code\":-1,\"signal\":null,\"stdout\":\"\",\"stderr\":\"\",\"stdout-dropped\":0,"
                        + "\"stderr-dropped\":0,\"timed-out\":false,\"duration-ms\":1}",
                () -> Shell.run("x")).exitCode()));
    }

    static final String TASK = "{\"id\":7,\"title\":\"write the SDK\",\"status\":\"doing\",\"notes\":\"Java first\","
            + "\"created-at\":1764460800000,\"updated-at\":1764464400000}";
    static final Tasks.Task TASK_7 = new Tasks.Task(7, "write the SDK", Tasks.Status.DOING, Optional.of("Java first"),
            1764460800000L, 1764464400000L);

    static void tasks() {
        test("tasks.add: title only", () -> eq(TASK_7, call("tasks.add", "{\"title\":\"write the SDK\",\"notes\":null,\"status\":null}",
                TASK, () -> Tasks.add("write the SDK"))));
        test("tasks.add: with a status", () -> eq(TASK_7, call("tasks.add",
                "{\"title\":\"write the SDK\",\"notes\":null,\"status\":\"doing\"}", TASK,
                () -> Tasks.add("write the SDK", Tasks.Status.DOING))));
        test("tasks.add: with options", () -> eq(TASK_7, call("tasks.add",
                "{\"title\":\"write the SDK\",\"notes\":\"Java first\",\"status\":\"blocked\"}", TASK,
                () -> Tasks.add("write the SDK", new Tasks.AddOptions().notes("Java first").status(Tasks.Status.BLOCKED)))));
        test("tasks.update: an empty patch keeps everything", () -> eq(TASK_7, call("tasks.update",
                "{\"id\":7,\"patch\":{\"title\":null,\"status\":null,\"notes\":{\"tag\":\"keep\"}}}", TASK,
                () -> Tasks.update(7, new Tasks.TaskPatch()))));
        test("tasks.update: set every field", () -> eq(TASK_7, call("tasks.update",
                "{\"id\":7,\"patch\":{\"title\":\"t\",\"status\":\"done\",\"notes\":{\"tag\":\"set\",\"val\":\"n\"}}}", TASK,
                () -> Tasks.update(7, new Tasks.TaskPatch().title("t").status(Tasks.Status.DONE).notes("n")))));
        test("tasks.update: clearNotes, and the later call wins", () -> {
            call("tasks.update", "{\"id\":0,\"patch\":{\"title\":null,\"status\":null,\"notes\":{\"tag\":\"clear\"}}}", TASK,
                    () -> Tasks.update(0, new Tasks.TaskPatch().notes("n").clearNotes()));
            call("tasks.update", "{\"id\":0,\"patch\":{\"title\":null,\"status\":null,\"notes\":{\"tag\":\"set\",\"val\":\"\"}}}", TASK,
                    () -> Tasks.update(0, new Tasks.TaskPatch().clearNotes().notes("")));
        });
        String two = "[" + TASK + ",{\"id\":8,\"title\":\"test it\",\"status\":\"todo\",\"notes\":null,"
                + "\"created-at\":1764460800001,\"updated-at\":1764460800001}]";
        List<Tasks.Task> both = List.of(TASK_7, new Tasks.Task(8, "test it", Tasks.Status.TODO, Optional.empty(),
                1764460800001L, 1764460800001L));
        test("tasks.list: all", () -> eq(both, call("tasks.list", "{\"status\":null}", two, Tasks::list)));
        test("tasks.list: one status", () -> eq(both, call("tasks.list", "{\"status\":\"todo\"}", two,
                () -> Tasks.list(Tasks.Status.TODO))));
        test("tasks: Status.wireName", () -> {
            eq("todo", Tasks.Status.TODO.wireName());
            eq("doing", Tasks.Status.DOING.wireName());
            eq("done", Tasks.Status.DONE.wireName());
            eq("blocked", Tasks.Status.BLOCKED.wireName());
        });
    }

    static final String MEMORY = "{\"slug\":\"build\",\"text\":\"cargo xtask test runs everything\",\"tags\":[\"ci\",\"cargo\"],"
            + "\"code\":null,\"updated-at\":1764460800000}";
    static final Memories.Memory BUILD = new Memories.Memory("build", "cargo xtask test runs everything", List.of("ci", "cargo"),
            Optional.empty(), 1764460800000L);

    static void memories() {
        test("memories.write: no tags", () -> eq(BUILD, call("memories.write",
                "{\"slug\":\"build\",\"text\":\"t\",\"tags\":[],\"code\":null}", MEMORY, () -> Memories.write("build", "t"))));
        test("memories.write: tags as varargs", () -> eq(BUILD, call("memories.write",
                "{\"slug\":\"build\",\"text\":\"t\",\"tags\":[\"ci\",\"cargo\"],\"code\":null}", MEMORY,
                () -> Memories.write("build", "t", "ci", "cargo"))));
        test("memories.write: tags and code", () -> {
            Memories.Memory m = call("memories.write",
                    "{\"slug\":\"csv\",\"text\":\"parse CSV\",\"tags\":[\"csv\"],\"code\":\"static int f() { return 1; }\"}",
                    "{\"slug\":\"csv\",\"text\":\"parse CSV\",\"tags\":[\"csv\"],\"code\":\"static int f() { return 1; }\","
                            + "\"updated-at\":5}",
                    () -> Memories.write("csv", "parse CSV", new Memories.WriteOptions().tags("csv").code("static int f() { return 1; }")));
            eq(new Memories.Memory("csv", "parse CSV", List.of("csv"), Optional.of("static int f() { return 1; }"), 5), m);
        });
        test("memories.read", () -> eq(BUILD, call("memories.read", "{\"slug\":\"build\"}", MEMORY, () -> Memories.read("build"))));
        test("memories.delete", () -> callUnit("memories.delete", "{\"slug\":\"build\"}", () -> Memories.delete("build")));
        String hits = "[{\"memory\":" + MEMORY + ",\"score\":3.25},{\"memory\":" + MEMORY + ",\"score\":-0.5e-2}]";
        List<Memories.MemoryHit> found = List.of(new Memories.MemoryHit(BUILD, 3.25), new Memories.MemoryHit(BUILD, -0.005));
        test("memories.search: query only", () -> eq(found, call("memories.search", "{\"query\":\"cargo\",\"limit\":null}", hits,
                () -> Memories.search("cargo"))));
        test("memories.search: with a limit", () -> eq(found, call("memories.search", "{\"query\":\"cargo\",\"limit\":2}", hits,
                () -> Memories.search("cargo", 2))));
    }

    static final String SUMMARY = "{\"number\":12,\"lang\":\"java\",\"band\":\"runtime-error\",\"started-at\":1764460800000,"
            + "\"archived\":false}";
    static final Context.TurnSummary TURN_12 = new Context.TurnSummary(12, "java", "runtime-error", 1764460800000L, false);

    static void context() {
        test("context.list-turns", () -> eq(List.of(TURN_12, new Context.TurnSummary(13, "js", "completed", 1, true)),
                call("context.list-turns", "{}", "[" + SUMMARY + ",{\"number\":13,\"lang\":\"js\",\"band\":\"completed\","
                        + "\"started-at\":1,\"archived\":true}]", Context::listTurns)));
        test("context.archive: ranges in order", () -> eq(6, call("context.archive",
                "{\"ranges\":[{\"first\":1,\"last\":4},{\"first\":7,\"last\":7},{\"first\":9,\"last\":9}]}", "6",
                () -> Context.archive(Context.TurnRange.of(1, 4), Context.TurnRange.of(7), new Context.TurnRange(9, 9)))));
        test("context.archive: no ranges", () -> eq(0, call("context.archive", "{\"ranges\":[]}", "0", () -> Context.archive())));
        test("context.read-turn: the outcome stays JSON text", () -> eq(new Context.Turn(TURN_12,
                "public final class Program {}\n", "{\"band\":\"runtime-error\",\"stderr\":\"boom\"}"),
                call("context.read-turn", "{\"number\":12}", "{\"summary\":" + SUMMARY + ",\"program\":\"public final class Program {}\\n\","
                        + "\"outcome\":\"{\\\"band\\\":\\\"runtime-error\\\",\\\"stderr\\\":\\\"boom\\\"}\"}",
                        () -> Context.readTurn(12))));
    }

    static void skills() {
        test("skills.list", () -> eq(List.of(new Skills.Skill("csv", "Parse CSV files", Optional.of("csv.java")),
                new Skills.Skill("style", "House style", Optional.empty())), call("skills.list", "{}",
                "[{\"name\":\"csv\",\"description\":\"Parse CSV files\",\"code-file\":\"csv.java\"},"
                        + "{\"name\":\"style\",\"description\":\"House style\",\"code-file\":null}]", Skills::list)));
        test("skills.use", () -> eq(new Skills.UsedSkill(new Skills.Skill("csv", "Parse CSV files", Optional.of("csv.java")), 9,
                Optional.of("csv")), call("skills.use", "{\"name\":\"csv\"}",
                "{\"skill\":{\"name\":\"csv\",\"description\":\"Parse CSV files\",\"code-file\":\"csv.java\"},\"view-id\":9,"
                        + "\"module-key\":\"csv\"}", () -> Skills.use("csv"))));
    }

    static void docs() {
        String hits = "[{\"key\":\"files.writeFile\",\"kind\":\"function\",\"brief\":\"Creates or replaces a file.\",\"score\":2},"
                + "{\"key\":\"files\",\"kind\":\"module\",\"brief\":\"Workspace files.\",\"score\":1.5},"
                + "{\"key\":\"files.DirEntry\",\"kind\":\"type\",\"brief\":\"One entry.\",\"score\":null}]";
        test("docs.search: query only; a null score reads as NaN", () -> eq(List.of(
                new Docs.DocHit("files.writeFile", Docs.EntryKind.FUNCTION, "Creates or replaces a file.", 2.0),
                new Docs.DocHit("files", Docs.EntryKind.MODULE, "Workspace files.", 1.5),
                new Docs.DocHit("files.DirEntry", Docs.EntryKind.TYPE, "One entry.", Double.NaN)),
                call("docs.search", "{\"query\":\"write file\",\"limit\":null}", hits, () -> Docs.search("write file"))));
        test("docs.search: with a limit", () -> eq(List.of(), call("docs.search", "{\"query\":\"x\",\"limit\":0}", "[]",
                () -> Docs.search("x", 0))));
        test("docs.open", () -> eq(11, call("docs.open", "{\"key\":\"files.writeFile\"}", "11", () -> Docs.open("files.writeFile"))));
        test("docs: EntryKind.wireName", () -> eq("type", Docs.EntryKind.TYPE.wireName()));
    }

    static void session() {
        test("session.text", () -> callUnit("session.text", "{\"value\":\"Done: 3 files\u2028changed\"}",
                () -> Session.text("Done: 3 files\u2028changed")));
        test("session.finish", () -> callUnit("session.finish", "{\"summary\":\"fixed the bug\"}",
                () -> Session.finish("fixed the bug")));
    }

    static void tools() {
        test("tools.list: the schema stays JSON text", () -> eq(List.of(new Tools.ToolInfo("weather", "Current weather",
                "{\"type\":\"object\",\"properties\":{\"city\":{\"type\":\"string\"}}}")), call("tools.list", "{}",
                "[{\"name\":\"weather\",\"description\":\"Current weather\",\"schema\":"
                        + "\"{\\\"type\\\":\\\"object\\\",\\\"properties\\\":{\\\"city\\\":{\\\"type\\\":\\\"string\\\"}}}\"}]",
                Tools::list)));
        test("tools.call: no arguments sends {}", () -> eq("[]", call("tools.call", "{\"name\":\"ping\",\"arguments\":\"{}\"}",
                "\"[]\"", () -> Tools.call("ping"))));
        test("tools.call: the arguments are sent as the text they were given", () -> eq("{\"temp\": 3.5}", call("tools.call",
                "{\"name\":\"weather\",\"arguments\":\"{ \\\"city\\\" : \\\"Oslo\\\" }\"}", "\"{\\\"temp\\\": 3.5}\"",
                () -> Tools.call("weather", "{ \"city\" : \"Oslo\" }"))));
        toolsParallel();
    }

    static final String ADD = "{\"a\":1,\"b\":2}";
    static final String U1 = "{\"id\": \"u1\"}";

    static void toolsParallel() {
        String sent = "{\"calls\":[{\"name\":\"add\",\"arguments\":\"{\\\"a\\\":1,\\\"b\\\":2}\"},"
                + "{\"name\":\"lookup_user\",\"arguments\":\"{\\\"id\\\": \\\"u1\\\"}\"},"
                + "{\"name\":\"ping\",\"arguments\":\"{}\"}]}";
        String allOk = "[{\"tag\":\"ok\",\"val\":\"{\\\"sum\\\":3}\"},"
                + "{\"tag\":\"ok\",\"val\":\"{\\\"id\\\":\\\"u1\\\",\\\"name\\\":\\\"Ada\\\"}\"},"
                + "{\"tag\":\"ok\",\"val\":\"null\"}]";
        List<String> results = List.of("{\"sum\":3}", "{\"id\":\"u1\",\"name\":\"Ada\"}", "null");
        test("tools.parallel: a list of calls, each sent as {name, arguments} with its text as written; results in call order",
                () -> eq(results, call("tools.parallel", sent, allOk,
                        () -> Tools.parallel(List.of(Tools.Call.of("add", ADD), Tools.Call.of("lookup_user", U1), Tools.Call.of("ping"))))));
        test("tools.parallel: the varargs overload sends the same", () -> eq(results, call("tools.parallel", sent, allOk,
                () -> Tools.parallel(Tools.Call.of("add", ADD), new Tools.Call("lookup_user", U1), Tools.Call.of("ping")))));
        test("tools.parallel: the results are unmodifiable", () -> {
            List<String> r = call("tools.parallel", sent, allOk,
                    () -> Tools.parallel(Tools.Call.of("add", ADD), Tools.Call.of("lookup_user", U1), Tools.Call.of("ping")));
            try {
                r.add("x");
                throw new AssertionError("the list took an element");
            } catch (UnsupportedOperationException expected) {
                // unmodifiable
            }
        });
        test("tools.parallel: an empty batch is sent and answers an empty list",
                () -> eq(List.of(), call("tools.parallel", "{\"calls\":[]}", "[]", () -> Tools.parallel())));
        test("tools.parallel: Call is a value", () -> {
            eq(Tools.Call.of("ping", "{}"), Tools.Call.of("ping"));
            eq("Call[name=add, arguments=" + ADD + "]", Tools.Call.of("add", ADD).toString());
        });

        String twoFailures = "[{\"tag\":\"ok\",\"val\":\"{\\\"sum\\\":3}\"},"
                + "{\"tag\":\"err\",\"val\":{\"operation\":\"tools.parallel\",\"code\":\"io\","
                + "\"message\":\"tool `lookup_user` failed: no such user\"}},"
                + "{\"tag\":\"err\",\"val\":{\"operation\":\"tools.parallel\",\"code\":\"not-found\","
                + "\"message\":\"there is no tool `ping` (registered: add, lookup_user)\"}}]";
        test("tools.parallel: every call ran; the first failed call in call order is thrown, with its index and name", () -> {
            ApiError e = call("tools.parallel", sent, twoFailures, () -> fails(() -> Tools.parallel(Tools.Call.of("add", ADD),
                    Tools.Call.of("lookup_user", U1), Tools.Call.of("ping"))));
            eq(OptionalInt.of(1), e.index());
            eq(ApiError.Code.IO, e.code());
            eq("tools.parallel", e.operation());
            eq("call 1 (lookup_user): tool `lookup_user` failed: no such user", e.detail());
            eq("`tools.parallel` failed (io): call 1 (lookup_user): tool `lookup_user` failed: no such user", e.getMessage());
        });
        test("tools.parallel: a failure after successes, the last call's, is thrown with its index", () -> {
            String lastFails = "[{\"tag\":\"ok\",\"val\":\"1\"},{\"tag\":\"ok\",\"val\":\"2\"},"
                    + "{\"tag\":\"err\",\"val\":{\"operation\":\"tools.parallel\",\"code\":\"timeout\","
                    + "\"message\":\"tool `slow` did not answer within 1s\"}}]";
            ApiError e = call("tools.parallel", "{\"calls\":[{\"name\":\"a\",\"arguments\":\"{}\"},"
                    + "{\"name\":\"b\",\"arguments\":\"{}\"},{\"name\":\"slow\",\"arguments\":\"{}\"}]}", lastFails,
                    () -> fails(() -> Tools.parallel(Tools.Call.of("a"), Tools.Call.of("b"), Tools.Call.of("slow"))));
            eq(OptionalInt.of(2), e.index());
            eq(ApiError.Code.TIMEOUT, e.code());
            eq("`tools.parallel` failed (timeout): call 2 (slow): tool `slow` did not answer within 1s", e.getMessage());
        });
        test("tools.parallel: a batch refused as a whole reaches the program unchanged, with no index", () -> {
            ApiError refusal = new ApiError("tools.parallel", ApiError.Code.LIMIT_EXCEEDED,
                    "65 calls in one batch; a batch holds at most 64");
            T.wire.refuse(refusal);
            ApiError e = fails(() -> Tools.parallel(Tools.Call.of("a")));
            yes(e == refusal, "the same error object");
            eq(OptionalInt.empty(), e.index());
        });
        test("ApiError: an ordinary error has no index", () -> {
            eq(OptionalInt.empty(), new ApiError("tools.call", ApiError.Code.IO, "x").index());
            eq(OptionalInt.empty(), new ApiError("tools.parallel", ApiError.Code.IO, "x", -3).index());
            eq(OptionalInt.of(0), new ApiError("tools.parallel", ApiError.Code.IO, "call 0 (a): x", 0).index());
        });

        String one = "{\"calls\":[{\"name\":\"a\",\"arguments\":\"{}\"}]}";
        shape("tools.parallel: an element with an unknown tag", one, "[{\"tag\":\"maybe\",\"val\":\"1\"}]",
                "result[0].tag is \"maybe\", expected ok or err");
        shape("tools.parallel: an ok element whose val is not text", one, "[{\"tag\":\"ok\",\"val\":{}}]",
                "result[0].val is an object, expected a string");
        shape("tools.parallel: an err element with an unknown code", one,
                "[{\"tag\":\"err\",\"val\":{\"operation\":\"tools.parallel\",\"code\":\"oops\",\"message\":\"m\"}}]",
                "result[0].val.code is \"oops\", expected one of unavailable, invalid-argument, not-found, conflict, timeout, io, "
                        + "limit-exceeded, denied");
        shape("tools.parallel: an err element without a message", one,
                "[{\"tag\":\"err\",\"val\":{\"operation\":\"tools.parallel\",\"code\":\"io\"}}]",
                "result[0].val has no member `message`");
        shape("tools.parallel: fewer results than calls", one, "[]", "result has 0 items, expected 1, one per call");
        shape("tools.parallel: not a list", one, "{}", "result is an object, expected an array");
    }

    private static void shape(String name, String sent, String answer, String where) {
        test(name, () -> {
            ApiError e = call("tools.parallel", sent, answer, () -> fails(() -> Tools.parallel(Tools.Call.of("a"))));
            eq(ApiError.Code.IO, e.code());
            eq("tools.parallel", e.operation());
            eq("the host's result does not have the operation's shape: " + where, e.detail());
            eq(OptionalInt.empty(), e.index());
        });
    }

    static void errors() {
        test("a host refusal reaches the program unchanged", () -> {
            ApiError refusal = new ApiError("files.read-text-file", ApiError.Code.NOT_FOUND, "no such file: missing.txt");
            T.wire.refuse(refusal);
            ApiError e = fails(() -> Files.readTextFile("missing.txt"));
            yes(e == refusal, "the same error object");
            eq("`files.read-text-file` failed (not-found): no such file: missing.txt", e.getMessage());
            eq("no such file: missing.txt", e.detail());
            eq(ApiError.Code.NOT_FOUND, e.code());
        });
        test("ApiError.Code: wire names and their lookup", () -> {
            String[] names = {"unavailable", "invalid-argument", "not-found", "conflict", "timeout", "io", "limit-exceeded", "denied"};
            eq(names.length, ApiError.Code.values().length);
            for (int i = 0; i < names.length; i++) {
                eq(names[i], ApiError.Code.values()[i].wireName());
                eq(Optional.of(ApiError.Code.values()[i]), ApiError.Code.fromWireName(names[i]));
            }
            eq(Optional.empty(), ApiError.Code.fromWireName("not_found"));
        });
        test("a result that is not JSON is IO", () -> {
            T.wire.answer("{oops");
            ApiError e = fails(() -> Files.readTextFile("a"));
            eq(ApiError.Code.IO, e.code());
            eq("the host returned a result that is not JSON: expected a member name, got 'o' at offset 1", e.detail());
        });
        test("a null result from the transport is IO", () -> {
            T.wire.answer(null);
            eq("the wire transport returned no result", fails(() -> Files.readTextFile("a")).detail());
        });
        String[][] shapes = {
            {"42", "the host's result does not have the operation's shape: result is the number 42, expected an object"},
            {"{\"path\":\"a\"}", "the host's result does not have the operation's shape: result has no member `line`"},
            {"{\"path\":\"a\",\"line\":-1}",
                "the host's result does not have the operation's shape: result.line is the number -1, expected an integer from 0 to 2147483647"},
            {"{\"path\":\"a\",\"line\":1.0}",
                "the host's result does not have the operation's shape: result.line is the number 1.0, expected an integer from 0 to 2147483647"},
            {"{\"path\":\"a\",\"line\":4294967295}",
                "the host's result does not have the operation's shape: result.line is the number 4294967295, expected an integer from 0 to 2147483647"},
            {"{\"path\":7,\"line\":1}", "the host's result does not have the operation's shape: result.path is the number 7, expected a string"},
        };
        for (String[] s : shapes) {
            test("a result of the wrong shape is IO: " + s[0], () -> {
                T.wire.answer(s[0]);
                ApiError e = fails(() -> Files.editFile("a", "x", "y"));
                eq(ApiError.Code.IO, e.code());
                eq("files.edit-file", e.operation());
                eq(s[1], e.detail());
            });
        }
        test("a wrong shape deep in a list names its place", () -> {
            T.wire.answer("{\"matches\":[{\"path\":\"a\",\"line\":1,\"column\":1,\"text\":\"x\"},{\"path\":\"a\",\"line\":\"2\","
                    + "\"column\":1,\"text\":\"x\"}],\"truncated\":false}");
            eq("the host's result does not have the operation's shape: result.matches[1].line is a string, expected an integer from 0 to 2147483647",
                    fails(() -> Files.search("x")).detail());
        });
        test("an unknown enum case is IO and names the known ones", () -> {
            T.wire.answer("[{\"id\":1,\"title\":\"t\",\"status\":\"wontfix\",\"notes\":null,\"created-at\":0,\"updated-at\":0}]");
            eq("the host's result does not have the operation's shape: result[0].status is \"wontfix\", expected one of todo, doing, done, blocked",
                    fails(() -> Tasks.list()).detail());
        });
        test("an unknown variant case is IO", () -> {
            T.wire.answer("{\"tag\":\"image\",\"val\":{}}");
            eq("the host's result does not have the operation's shape: result.tag is \"image\", expected text or binary",
                    fails(() -> Files.readFile("a")).detail());
        });
        test("a byte out of range is IO", () -> {
            T.wire.answer("{\"tag\":\"binary\",\"val\":{\"path\":\"b\",\"media-type\":\"x/y\",\"size\":1,\"bytes\":[256]}}");
            eq("the host's result does not have the operation's shape: result.val.bytes[0] is the number 256, expected an integer from 0 to 255",
                    fails(() -> Files.readFile("b")).detail());
        });
        test("a u64 above Long.MAX_VALUE is IO", () -> {
            T.wire.answer("18446744073709551615");
            eq("the host's result does not have the operation's shape: result is the number 18446744073709551615, expected an integer from 0 to 9223372036854775807",
                    fails(() -> Files.writeFile("a", "b")).detail());
        });
        test("a unit operation does not read its result", () -> {
            T.wire.answer("not json at all");
            Files.delete("x");
        });
    }
}
