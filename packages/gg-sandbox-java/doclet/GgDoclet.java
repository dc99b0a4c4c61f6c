import com.sun.source.doctree.DocCommentTree;
import com.sun.source.doctree.DocTree;
import com.sun.source.doctree.ThrowsTree;
import com.sun.source.doctree.UnknownBlockTagTree;
import com.sun.source.util.DocTrees;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.util.ElementFilter;
import jdk.javadoc.doclet.Doclet;
import jdk.javadoc.doclet.DocletEnvironment;
import jdk.javadoc.doclet.Reporter;

/**
 * gg's doclet: reflects the Java SDK's catalogue from its own javadoc. Every family class is a
 * module entry (its import line is the line a program writes), every public static method a
 * function entry (overloads share one entry, one signature per line; {@code @ggop} names the
 * wire operation and is required; {@code @throws} become the throws list), every public nested
 * type and {@code gg.ApiError} a type entry. {@code gg.internal} and {@code Gg.log} are outside
 * the catalogue. Writes JSON to the file named by the system property {@code gg.out}.
 */
public final class GgDoclet implements Doclet {
    private Reporter reporter;

    @Override
    public void init(Locale locale, Reporter reporter) {
        this.reporter = reporter;
    }

    @Override
    public String getName() {
        return "gg";
    }

    @Override
    public Set<? extends Option> getSupportedOptions() {
        return Set.of();
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
        return SourceVersion.latest();
    }

    @Override
    public boolean run(DocletEnvironment env) {
        DocTrees trees = env.getDocTrees();
        List<Map<String, Object>> entries = new ArrayList<>();
        List<TypeElement> top = ElementFilter.typesIn(env.getIncludedElements()).stream()
                .filter(t -> t.getNestingKind().isNested() == false)
                .filter(t -> t.getModifiers().contains(Modifier.PUBLIC))
                .filter(t -> !t.getQualifiedName().toString().startsWith("gg.internal"))
                .sorted((a, b) -> a.getQualifiedName().toString().compareTo(b.getQualifiedName().toString()))
                .collect(Collectors.toList());
        boolean ok = true;
        for (TypeElement t : top) {
            String name = t.getQualifiedName().toString();
            if (name.equals("gg.Gg")) {
                continue;
            }
            String importLine = "import " + name + ";";
            if (name.equals("gg.ApiError")) {
                entries.add(type(trees, t, importLine));
                continue;
            }
            Map<String, Object> module = entry(name, "module", brief(trees, t), body(trees, t));
            module.put("import", importLine);
            entries.add(module);
            Map<String, List<ExecutableElement>> functions = new LinkedHashMap<>();
            for (ExecutableElement m : ElementFilter.methodsIn(t.getEnclosedElements())) {
                if (m.getModifiers().contains(Modifier.PUBLIC) && m.getModifiers().contains(Modifier.STATIC)) {
                    functions.computeIfAbsent(m.getSimpleName().toString(), k -> new ArrayList<>()).add(m);
                }
            }
            for (Map.Entry<String, List<ExecutableElement>> f : functions.entrySet()) {
                ExecutableElement first = f.getValue().get(0);
                String op = null;
                List<String> throwsList = new ArrayList<>();
                StringBuilder signatures = new StringBuilder();
                for (ExecutableElement m : f.getValue()) {
                    if (signatures.length() > 0) {
                        signatures.append('\n');
                    }
                    signatures.append(signature(t, m));
                    DocCommentTree doc = trees.getDocCommentTree(m);
                    if (doc == null) {
                        continue;
                    }
                    for (DocTree tag : doc.getBlockTags()) {
                        if (tag instanceof UnknownBlockTagTree u && u.getTagName().equals("ggop")) {
                            op = u.getContent().stream().map(Object::toString).collect(Collectors.joining()).trim();
                        } else if (tag instanceof ThrowsTree th) {
                            String exception = th.getExceptionName().toString();
                            String qualified = exception.contains(".") ? exception : "gg." + exception;
                            if (!throwsList.contains(qualified)) {
                                throwsList.add(qualified);
                            }
                        }
                    }
                }
                String key = name + "." + f.getKey();
                if (op == null) {
                    reporter.print(javax.tools.Diagnostic.Kind.ERROR, first, key + " names no @ggop operation");
                    ok = false;
                    continue;
                }
                Map<String, Object> e = entry(key, "function", brief(trees, first),
                        body(trees, first) + "\nOperation: " + op);
                e.put("signature", signatures.toString());
                e.put("throws", throwsList);
                e.put("import", importLine);
                entries.add(e);
            }
            for (TypeElement nested : ElementFilter.typesIn(t.getEnclosedElements())) {
                if (nested.getModifiers().contains(Modifier.PUBLIC)) {
                    entries.add(type(trees, nested, importLine));
                }
            }
        }
        Map<String, Object> catalogue = new LinkedHashMap<>();
        catalogue.put("language", "java");
        catalogue.put("module", "gg");
        catalogue.put("import", "import gg.files.Files;");
        catalogue.put("entries", entries);
        try {
            Files.writeString(Path.of(System.getProperty("gg.out")), json(catalogue, "") + "\n", StandardCharsets.UTF_8);
        } catch (IOException e) {
            reporter.print(javax.tools.Diagnostic.Kind.ERROR, "cannot write the catalogue: " + e);
            return false;
        }
        return ok;
    }

    private Map<String, Object> type(DocTrees trees, TypeElement t, String importLine) {
        String name = t.getQualifiedName().toString();
        Map<String, Object> e = entry(name, "type", brief(trees, t), body(trees, t));
        StringBuilder sig = new StringBuilder(kindWord(t)).append(' ').append(t.getSimpleName());
        if (t.getKind() == ElementKind.RECORD) {
            sig.append(t.getRecordComponents().stream()
                    .map(c -> c.asType() + " " + c.getSimpleName())
                    .map(GgDoclet::shortTypes)
                    .collect(Collectors.joining(", ", "(", ")")));
        } else if (t.getKind() == ElementKind.ENUM) {
            sig.append(t.getEnclosedElements().stream()
                    .filter(x -> x.getKind() == ElementKind.ENUM_CONSTANT)
                    .map(x -> x.getSimpleName().toString())
                    .collect(Collectors.joining(", ", " { ", " }")));
        }
        e.put("signature", sig.toString());
        e.put("import", importLine);
        return e;
    }

    private static String kindWord(TypeElement t) {
        switch (t.getKind()) {
            case RECORD:
                return "record";
            case ENUM:
                return "enum";
            case INTERFACE:
                return t.getModifiers().contains(Modifier.SEALED) ? "sealed interface" : "interface";
            default:
                return "class";
        }
    }

    private static String signature(TypeElement owner, ExecutableElement m) {
        String params = m.getParameters().stream()
                .map((VariableElement p) -> p.asType() + " " + p.getSimpleName())
                .collect(Collectors.joining(", "));
        if (m.isVarArgs()) {
            params = params.replaceFirst("\\[\\] (\\w+)$", "... $1");
        }
        return shortTypes(owner.getSimpleName() + "." + m.getSimpleName() + "(" + params + ") -> " + m.getReturnType());
    }

    /** {@code java.util.List<gg.files.Files.DirEntry>} as {@code List<Files.DirEntry>}. */
    private static String shortTypes(String text) {
        return text.replaceAll("java\\.(lang|util)\\.", "").replaceAll("gg\\.[a-z]+\\.", "").replace("gg.", "");
    }

    private static String brief(DocTrees trees, Element e) {
        DocCommentTree doc = trees.getDocCommentTree(e);
        if (doc == null) {
            return "";
        }
        return clean(doc.getFirstSentence().stream().map(Object::toString).collect(Collectors.joining()))
                .replaceAll("\\s+", " ");
    }

    private static String body(DocTrees trees, Element e) {
        DocCommentTree doc = trees.getDocCommentTree(e);
        if (doc == null) {
            return "";
        }
        StringBuilder out = new StringBuilder(clean(doc.getFullBody().stream().map(Object::toString)
                .collect(Collectors.joining())));
        for (DocTree tag : doc.getBlockTags()) {
            if (tag instanceof UnknownBlockTagTree) {
                continue;
            }
            out.append('\n').append(clean(tag.toString()));
        }
        return out.toString().trim();
    }

    /** Javadoc's inline markup as plain text: {@code x} as `x`, {@link A#b} as A.b, tags dropped. */
    private static String clean(String text) {
        return text.replaceAll("\\{@code\\s+([^}]*)\\}", "`$1`")
                .replaceAll("\\{@link(?:plain)?\\s+([^}\\s]*)[^}]*\\}", "$1")
                .replace('#', '.')
                .replaceAll("</?(p|pre|em|b|i|ul|li|ol)>", "")
                .replaceAll("[ \\t]+\\n", "\n")
                .trim();
    }

    private static Map<String, Object> entry(String key, String kind, String brief, String doc) {
        Map<String, Object> e = new LinkedHashMap<>();
        e.put("key", key);
        e.put("kind", kind);
        e.put("brief", brief);
        e.put("doc", doc);
        return e;
    }

    private static String json(Object v, String indent) {
        if (v instanceof String s) {
            StringBuilder out = new StringBuilder("\"");
            for (char c : s.toCharArray()) {
                switch (c) {
                    case '"' -> out.append("\\\"");
                    case '\\' -> out.append("\\\\");
                    case '\n' -> out.append("\\n");
                    case '\t' -> out.append("\\t");
                    case '\r' -> out.append("\\r");
                    default -> {
                        if (c < 0x20) {
                            out.append(String.format("\\u%04x", (int) c));
                        } else {
                            out.append(c);
                        }
                    }
                }
            }
            return out.append('"').toString();
        }
        String inner = indent + "  ";
        if (v instanceof Map<?, ?> m) {
            return m.entrySet().stream()
                    .map(e -> inner + json(String.valueOf(e.getKey()), inner) + ": " + json(e.getValue(), inner))
                    .collect(Collectors.joining(",\n", "{\n", "\n" + indent + "}"));
        }
        if (v instanceof List<?> l) {
            if (l.isEmpty()) {
                return "[]";
            }
            return l.stream().map(x -> inner + json(x, inner)).collect(Collectors.joining(",\n", "[\n", "\n" + indent + "]"));
        }
        return String.valueOf(v);
    }
}
