// gg's Java front end: javac through javax.tools, in the warm JVM the driver runs in.
//
// Assembled with checkers/jvm.backend.java into one Driver.java by packages/gg-sandbox-jvm/assemble.sh;
// this file comes first, so Driver (below) is the class the single-file source launcher runs.
// The front end writes nothing but class files into the request's "classes" directory, and reports
// javac's errors as diagnostics: file (relative to the workspace), line, column (1-based, in
// Unicode code points of that line; javac's own column expands tabs), kind ("syntax" when javac
// reported it while parsing, otherwise "compile"), code (javac's key) and message (English).
import com.sun.source.util.JavacTask;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;

public final class Driver {
    public static void main(String[] args) throws Exception {
        JvmHost.serve(new JavaFrontEnd(), args);
    }
}

final class JavaFrontEnd implements JvmFrontEnd {
    private final JavaCompiler javac = ToolProvider.getSystemJavaCompiler();

    @Override
    public String name() {
        return "javac";
    }

    @Override
    public List<Map<String, Object>> compile(JvmHost.Request r) throws Exception {
        DiagnosticCollector<JavaFileObject> collector = new DiagnosticCollector<>();
        try (StandardJavaFileManager files = javac.getStandardFileManager(collector, Locale.ENGLISH,
                StandardCharsets.UTF_8)) {
            files.setLocationFromPaths(StandardLocation.CLASS_OUTPUT, List.of(r.classes));
            List<Path> classpath = new ArrayList<>();
            classpath.add(JvmHost.sdkJar);
            // org.teavm.interop (@Export, @Import) is what GgEntry.java is written against.
            for (Path jar : JvmHost.toolchainJars) {
                if (jar.getFileName().toString().startsWith("teavm-interop-")) {
                    classpath.add(jar);
                }
            }
            classpath.addAll(r.classpath);
            files.setLocationFromPaths(StandardLocation.CLASS_PATH, classpath);
            List<Path> sources = new ArrayList<>();
            for (String s : r.sources) {
                sources.add(r.workspace.resolve(s));
            }
            List<String> options = List.of(
                    "--release", String.valueOf(JvmHost.RELEASE),
                    "-g:source,lines",
                    "-proc:none",
                    "-implicit:none",
                    "-nowarn",
                    "-Xlint:none",
                    "-encoding", "UTF-8",
                    "-Xmaxerrs", "1000");
            JavacTask task = (JavacTask) javac.getTask(null, files, collector, options, null,
                    files.getJavaFileObjectsFromPaths(sources));
            task.parse();
            int parsed = collector.getDiagnostics().size();
            boolean syntax = hasError(collector.getDiagnostics());
            if (!syntax) {
                task.analyze();
                if (!hasError(collector.getDiagnostics())) {
                    task.generate();
                }
            }
            if (!hasError(collector.getDiagnostics())) {
                return null;
            }
            List<Map<String, Object>> out = new ArrayList<>();
            Map<Path, String> texts = new HashMap<>();
            List<Diagnostic<? extends JavaFileObject>> all = collector.getDiagnostics();
            for (int i = 0; i < all.size(); i++) {
                Diagnostic<? extends JavaFileObject> d = all.get(i);
                if (d.getKind() != Diagnostic.Kind.ERROR) {
                    continue;
                }
                String code = d.getCode() == null ? "" : d.getCode();
                // Reported while parsing: the text could not be read. A language feature this
                // release does not have is reported by the parser too, but is not a syntax error.
                boolean atParse = i < parsed && !code.contains("preview") && !code.contains("feature.not.supported")
                        && !code.contains("feature.disabled");
                String file = "";
                int column = 0;
                if (d.getSource() != null) {
                    Path path = Path.of(d.getSource().toUri());
                    file = path.startsWith(r.workspace) ? r.workspace.relativize(path).toString()
                            : path.toString();
                    if (d.getPosition() != Diagnostic.NOPOS) {
                        String text = texts.computeIfAbsent(path, p -> {
                            try {
                                return Files.readString(p, StandardCharsets.UTF_8);
                            } catch (Exception e) {
                                return "";
                            }
                        });
                        int pos = (int) Math.min(d.getPosition(), text.length());
                        int lineStart = text.lastIndexOf('\n', pos - 1) + 1;
                        column = text.codePointCount(lineStart, pos) + 1;
                    }
                }
                int line = d.getLineNumber() == Diagnostic.NOPOS ? 0 : (int) d.getLineNumber();
                out.add(JvmHost.diagnostic(file, line, column, atParse ? "syntax" : "compile", "javac", code,
                        d.getMessage(Locale.ENGLISH)));
            }
            return out;
        }
    }

    private static boolean hasError(List<Diagnostic<? extends JavaFileObject>> ds) {
        for (Diagnostic<? extends JavaFileObject> d : ds) {
            if (d.getKind() == Diagnostic.Kind.ERROR) {
                return true;
            }
        }
        return false;
    }
}
