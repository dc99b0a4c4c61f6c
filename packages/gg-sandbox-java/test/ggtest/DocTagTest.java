package ggtest;

import static ggtest.T.eq;
import static ggtest.T.test;
import static ggtest.T.yes;

import java.io.IOException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The {@code @ggop} tags: every public static method of every family carries
 * exactly one, naming the operation the method sends, and every operation of
 * the surface has a method.
 */
final class DocTagTest {
    private DocTagTest() {
    }

    /** Every operation of the surface, by the family method that sends it. */
    static final Map<String, String> REGISTRY = new LinkedHashMap<>();

    static {
        String[] pairs = {
            "files.Files.readFile", "files.read-file",
            "files.Files.readTextFile", "files.read-text-file",
            "files.Files.writeFile", "files.write-file",
            "files.Files.editFile", "files.edit-file",
            "files.Files.listDirectory", "files.list-directory",
            "files.Files.search", "files.search",
            "files.Files.find", "files.find",
            "files.Files.move", "files.move",
            "files.Files.delete", "files.delete",
            "views.Views.openText", "views.open-text",
            "views.Views.openFile", "views.open-file",
            "views.Views.close", "views.close",
            "views.Views.list", "views.list",
            "shell.Shell.run", "shell.run",
            "tasks.Tasks.add", "tasks.add",
            "tasks.Tasks.update", "tasks.update",
            "tasks.Tasks.list", "tasks.list",
            "memories.Memories.write", "memories.write",
            "memories.Memories.read", "memories.read",
            "memories.Memories.delete", "memories.delete",
            "memories.Memories.search", "memories.search",
            "context.Context.listTurns", "context.list-turns",
            "context.Context.archive", "context.archive",
            "context.Context.readTurn", "context.read-turn",
            "skills.Skills.list", "skills.list",
            "skills.Skills.use", "skills.use",
            "docs.Docs.search", "docs.search",
            "docs.Docs.open", "docs.open",
            "session.Session.text", "session.text",
            "session.Session.finish", "session.finish",
            "tools.Tools.list", "tools.list",
            "tools.Tools.call", "tools.call",
            "tools.Tools.parallel", "tools.parallel",
        };
        for (int i = 0; i < pairs.length; i += 2) {
            REGISTRY.put(pairs[i], pairs[i + 1]);
        }
    }

    /** A family's top-level public static method: its javadoc, then its name (4-space indent). */
    private static final Pattern METHOD = Pattern.compile(
            "/\\*\\*((?:(?!\\*/).)*)\\*/\\s*\\n    public static [^;{=]*?\\b(\\w+)\\(", Pattern.DOTALL);
    private static final Pattern GGOP = Pattern.compile("@ggop\\s+(\\S+)");

    static void run(String srcDir) {
        test("doc tags: 33 operations in the registry", () -> eq(33, REGISTRY.size()));
        Map<String, Integer> overloads = new TreeMap<>();
        for (String key : REGISTRY.keySet()) {
            String cls = key.substring(0, key.lastIndexOf('.'));
            overloads.putIfAbsent(cls, 0);
        }
        for (String cls : overloads.keySet()) {
            test("doc tags: gg." + cls, () -> check(srcDir, cls));
        }
    }

    private static void check(String srcDir, String cls) {
        String text;
        try {
            text = java.nio.file.Files.readString(Path.of(srcDir, "gg", cls.replace('.', '/') + ".java"));
        } catch (IOException e) {
            throw new AssertionError("cannot read the source of gg." + cls + ": " + e);
        }
        Matcher m = METHOD.matcher(text);
        List<String> seen = new ArrayList<>();
        while (m.find()) {
            String doc = m.group(1);
            String name = m.group(2);
            String key = cls + "." + name;
            String want = REGISTRY.get(key);
            yes(want != null, "gg." + key + " is public static but sends no operation the registry knows");
            Matcher g = GGOP.matcher(doc);
            List<String> tags = new ArrayList<>();
            while (g.find()) {
                tags.add(g.group(1));
            }
            eq("gg." + key + ": " + List.of(want), "gg." + key + ": " + tags);
            seen.add(name);
        }
        // Every public static method reflection sees was matched in the source, and vice versa.
        Class<?> c;
        try {
            c = Class.forName("gg." + cls);
        } catch (ClassNotFoundException e) {
            throw new AssertionError(e);
        }
        List<String> reflected = new ArrayList<>();
        for (Method method : c.getDeclaredMethods()) {
            int mod = method.getModifiers();
            if (Modifier.isPublic(mod) && Modifier.isStatic(mod) && !method.isSynthetic()) {
                reflected.add(method.getName());
            }
        }
        eq(new TreeSet<>(reflected).toString() + " x" + reflected.size(), new TreeSet<>(seen).toString() + " x" + seen.size());
        for (String key : REGISTRY.keySet()) {
            if (key.startsWith(cls + ".")) {
                yes(seen.contains(key.substring(cls.length() + 1)), "no method gg." + key);
            }
        }
    }
}
