package ggtest;

import static ggtest.T.eq;
import static ggtest.T.refused;
import static ggtest.T.test;

import gg.Gg;
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
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** Arguments the SDK refuses itself, with INVALID_ARGUMENT and before any wire call. */
final class ValidationTest {
    private ValidationTest() {
    }

    private static void refuses(String operation, String detail, Runnable call) {
        test("refused: " + operation + ": " + detail, () -> refused(operation, detail, call));
    }

    static void run() {
        String nn = " must not be null";
        String neg = " must be a non-negative integer, got ";

        refuses("files.read-file", "path" + nn, () -> Files.readFile(null));
        refuses("files.read-file", "offset" + neg + "-1", () -> Files.readFile("a", -1));
        refuses("files.read-file", "limit" + neg + "-2", () -> Files.readFile("a", 1, -2));
        refuses("files.read-text-file", "path" + nn, () -> Files.readTextFile(null));
        refuses("files.write-file", "path" + nn, () -> Files.writeFile(null, "x"));
        refuses("files.write-file", "content" + nn, () -> Files.writeFile("a", null));
        refuses("files.edit-file", "path" + nn, () -> Files.editFile(null, "a", "b"));
        refuses("files.edit-file", "oldText" + nn, () -> Files.editFile("a", null, "b"));
        refuses("files.edit-file", "newText" + nn, () -> Files.editFile("a", "b", null));
        refuses("files.list-directory", "path" + nn, () -> Files.listDirectory(null));
        refuses("files.search", "pattern" + nn, () -> Files.search(null));
        refuses("files.search", "options" + nn, () -> Files.search("x", null));
        refuses("files.search", "limit" + neg + "-1", () -> new Files.SearchOptions().limit(-1));
        refuses("files.search", "path" + nn, () -> new Files.SearchOptions().path(null));
        refuses("files.search", "glob" + nn, () -> new Files.SearchOptions().glob(null));
        refuses("files.find", "glob" + nn, () -> Files.find(null));
        refuses("files.find", "options" + nn, () -> Files.find("x", null));
        refuses("files.find", "limit" + neg + "-5", () -> new Files.FindOptions().limit(-5));
        refuses("files.find", "path" + nn, () -> new Files.FindOptions().path(null));
        refuses("files.move", "source" + nn, () -> Files.move(null, "b"));
        refuses("files.move", "destination" + nn, () -> Files.move("a", null));
        refuses("files.delete", "path" + nn, () -> Files.delete(null));

        refuses("views.open-text", "label" + nn, () -> Views.openText(null, "b"));
        refuses("views.open-text", "body" + nn, () -> Views.openText("l", null));
        refuses("views.open-file", "path" + nn, () -> Views.openFile(null));
        refuses("views.open-file", "offset" + neg + "-1", () -> Views.openFile("a", -1));
        refuses("views.open-file", "limit" + neg + "-1", () -> Views.openFile("a", 1, -1));
        refuses("views.close", "id" + neg + "-1", () -> Views.close(-1));
        refuses("views.close", "view" + nn, () -> Views.close((Views.View) null));

        refuses("shell.run", "command" + nn, () -> Shell.run(null));
        refuses("shell.run", "options" + nn, () -> Shell.run("x", null));
        refuses("shell.run", "timeoutSeconds" + neg + "-1", () -> new Shell.RunOptions().timeoutSeconds(-1));
        refuses("shell.run", "env name" + nn, () -> new Shell.RunOptions().env(null, "v"));
        refuses("shell.run", "env value" + nn, () -> new Shell.RunOptions().env("N", null));
        refuses("shell.run", "cwd" + nn, () -> new Shell.RunOptions().cwd(null));
        refuses("shell.run", "stdin" + nn, () -> new Shell.RunOptions().stdin(null));

        refuses("tasks.add", "title" + nn, () -> Tasks.add(null));
        refuses("tasks.add", "status" + nn, () -> Tasks.add("t", (Tasks.Status) null));
        refuses("tasks.add", "options" + nn, () -> Tasks.add("t", (Tasks.AddOptions) null));
        refuses("tasks.add", "notes" + nn, () -> new Tasks.AddOptions().notes(null));
        refuses("tasks.add", "status" + nn, () -> new Tasks.AddOptions().status(null));
        refuses("tasks.update", "id" + neg + "-1", () -> Tasks.update(-1, new Tasks.TaskPatch()));
        refuses("tasks.update", "patch" + nn, () -> Tasks.update(1, null));
        refuses("tasks.update", "title" + nn, () -> new Tasks.TaskPatch().title(null));
        refuses("tasks.update", "status" + nn, () -> new Tasks.TaskPatch().status(null));
        refuses("tasks.update", "notes must not be null; call clearNotes() to remove a task's notes",
                () -> new Tasks.TaskPatch().notes(null));
        refuses("tasks.list", "status" + nn, () -> Tasks.list(null));

        refuses("memories.write", "slug" + nn, () -> Memories.write(null, "t"));
        refuses("memories.write", "text" + nn, () -> Memories.write("s", null));
        refuses("memories.write", "tags" + nn, () -> Memories.write("s", "t", (String[]) null));
        refuses("memories.write", "tags must not hold null, got null at index 1", () -> Memories.write("s", "t", "a", null));
        refuses("memories.write", "options" + nn, () -> Memories.write("s", "t", (Memories.WriteOptions) null));
        refuses("memories.write", "tags" + nn, () -> new Memories.WriteOptions().tags((String[]) null));
        refuses("memories.write", "code" + nn, () -> new Memories.WriteOptions().code(null));
        refuses("memories.read", "slug" + nn, () -> Memories.read(null));
        refuses("memories.delete", "slug" + nn, () -> Memories.delete(null));
        refuses("memories.search", "query" + nn, () -> Memories.search(null));
        refuses("memories.search", "limit" + neg + "-1", () -> Memories.search("q", -1));

        refuses("context.archive", "ranges" + nn, () -> Context.archive((Context.TurnRange[]) null));
        refuses("context.archive", "ranges must not hold null, got null at index 1",
                () -> Context.archive(Context.TurnRange.of(1), null));
        refuses("context.archive", "first" + neg + "-1", () -> new Context.TurnRange(-1, 2));
        refuses("context.archive", "last" + neg + "-2", () -> Context.TurnRange.of(1, -2));
        refuses("context.archive", "a turn range must have first <= last, got 3..2", () -> Context.TurnRange.of(3, 2));
        refuses("context.archive", "first" + neg + "-4", () -> Context.TurnRange.of(-4));
        refuses("context.read-turn", "number" + neg + "-1", () -> Context.readTurn(-1));

        refuses("skills.use", "name" + nn, () -> Skills.use(null));

        refuses("docs.search", "query" + nn, () -> Docs.search(null));
        refuses("docs.search", "limit" + neg + "-3", () -> Docs.search("q", -3));
        refuses("docs.open", "key" + nn, () -> Docs.open(null));

        refuses("session.text", "value" + nn, () -> Session.text(null));
        refuses("session.finish", "summary" + nn, () -> Session.finish(null));

        refuses("tools.call", "name" + nn, () -> Tools.call(null));
        refuses("tools.call", "argumentsJson" + nn, () -> Tools.call("t", null));
        refuses("tools.call", "argumentsJson must be JSON text: expected a member name, got end of text at offset 1",
                () -> Tools.call("t", "{"));
        refuses("tools.call", "argumentsJson must be JSON text: unexpected 'x' after the value at offset 3",
                () -> Tools.call("t", "{} x"));
        refuses("tools.parallel", "name" + nn, () -> Tools.Call.of(null));
        refuses("tools.parallel", "name" + nn, () -> Tools.Call.of(null, "{}"));
        refuses("tools.parallel", "arguments" + nn, () -> Tools.Call.of("t", null));
        refuses("tools.parallel", "arguments" + nn, () -> new Tools.Call("t", null));
        refuses("tools.parallel", "arguments must be JSON text: expected a member name, got end of text at offset 1",
                () -> Tools.Call.of("t", "{"));
        refuses("tools.parallel", "calls" + nn, () -> Tools.parallel((java.util.List<Tools.Call>) null));
        refuses("tools.parallel", "calls" + nn, () -> Tools.parallel((Tools.Call[]) null));
        refuses("tools.parallel", "calls must not hold null, got null at index 1",
                () -> Tools.parallel(Tools.Call.of("a"), null));
        refuses("tools.parallel", "calls must not hold null, got null at index 0",
                () -> Tools.parallel(java.util.Arrays.asList((Tools.Call) null)));

        test("Gg.log writes one line to System.out", () -> {
            PrintStream saved = System.out;
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
            try {
                Gg.log("hello, wörld");
                Gg.log(null);
            } finally {
                System.setOut(saved);
            }
            eq("hello, wörld" + System.lineSeparator() + "null" + System.lineSeparator(), bytes.toString(StandardCharsets.UTF_8));
        });
    }
}
