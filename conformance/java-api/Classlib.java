import java.io.File;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Writes {@code Program.java}: calls of the public methods of the classes programs use, over
 * edge and random inputs (fixed seed), one printed line per call ({@code key result}, or
 * {@code key !ExceptionClass}), and {@code cases.tsv} (key, method descriptor). The methods come
 * from reflection over this JDK's classes, not from a list.
 *
 * <p>{@code java Classlib.java OUT_DIR [EXCLUDED_FILE] [TEAVM_CLASSLIB_JAR...]}. A method gg's
 * classlib lacks is left out and named in {@code OUT_DIR/missing.txt}: one that TeaVM's
 * classlib jars (reflected over, {@code org.teavm.classlib.java.x.TName}) do not declare, one
 * named in EXCLUDED_FILE (what gg's build reported missing on an earlier round), and one javac
 * at {@code --release 21} (gg's) does not know.
 *
 * <p>Methods whose parameters are other than primitives, strings, primitive arrays and a few
 * plain value types (Object, collections, BigInteger/BigDecimal, Comparator) are counted as
 * skipped, not called: functional parameters need lambdas the generator does not write.
 */
public final class Classlib {
    static final Class<?>[] CLASSES = {String.class, StringBuilder.class, Character.class, Integer.class,
        Long.class, Double.class, Float.class, Short.class, Byte.class, Boolean.class, Math.class,
        StrictMath.class, java.math.BigInteger.class, java.math.BigDecimal.class, Arrays.class,
        java.util.Collections.class, ArrayList.class, java.util.LinkedList.class, java.util.ArrayDeque.class,
        java.util.HashMap.class, java.util.TreeMap.class, TreeSet.class, java.util.HashSet.class,
        java.util.LinkedHashMap.class, java.util.Optional.class, java.util.Objects.class};

    /** Calls per method at most (receivers and argument tuples together). */
    static final int PER_METHOD = 10;
    final Random random = new Random(20261203);
    /** Methods gg adds to TeaVM's classlib (JdkFidelity's add/addInstance), "java.lang.Integer.sum". */
    final Set<String> added = new TreeSet<>();
    final List<String[]> cases = new ArrayList<>(); // key, descriptor, code
    final Set<String> missing = new TreeSet<>();
    int skipped;
    int methods;

    public static void main(String[] args) throws Exception {
        Path out = Path.of(args[0]);
        Files.createDirectories(out);
        Set<String> excluded = new LinkedHashSet<>();
        if (args.length > 1 && Files.exists(Path.of(args[1]))) {
            excluded.addAll(Files.readAllLines(Path.of(args[1])));
        }
        ClassLoader teavm = null;
        if (args.length > 2) {
            List<URL> urls = new ArrayList<>();
            for (int i = 2; i < args.length; i++) {
                urls.add(new File(args[i]).toURI().toURL());
            }
            teavm = new URLClassLoader(urls.toArray(new URL[0]), ClassLoader.getPlatformClassLoader());
        }
        // One program a class: a program TeaVM cannot build (or whose module is invalid) then
        // costs that class's results only.
        Set<String> allMissing = new TreeSet<>();
        Set<String> checked = new TreeSet<>();
        int cases = 0;
        int skipped = 0;
        StringBuilder dirs = new StringBuilder();
        for (Class<?> cls : CLASSES) {
            Classlib g = new Classlib();
            Path fidelity = Path.of("packages/gg-sandbox-jvm/src/gg/internal/JdkFidelity.java");
            if (Files.exists(fidelity)) {
                g.readAdditions(Files.readAllLines(fidelity));
            }
            g.generate(cls, excluded, teavm);
            Path dir = out.resolve(cls.getSimpleName());
            Files.createDirectories(dir);
            // javac at gg's release: a method newer than 21 is missing too. Drop what it refuses.
            for (int round = 0; round < 20; round++) {
                Files.writeString(dir.resolve("Program.java"), g.program());
                Set<Integer> bad = javacErrors(dir);
                if (bad.isEmpty()) {
                    break;
                }
                List<String[]> kept = new ArrayList<>();
                for (String[] c : g.cases) {
                    if (bad.contains(Integer.parseInt(c[3]))) {
                        g.missing.add(c[1] + "\t(javac --release 21)");
                    } else {
                        kept.add(c);
                    }
                }
                g.cases.clear();
                g.cases.addAll(kept);
            }
            Files.writeString(dir.resolve("Program.java"), g.program());
            StringBuilder tsv = new StringBuilder();
            for (String[] c : g.cases) {
                tsv.append(c[0]).append('\t').append(c[1]).append('\n');
                checked.add(c[1]);
            }
            Files.writeString(dir.resolve("cases.tsv"), tsv.toString());
            allMissing.addAll(g.missing);
            cases += g.cases.size();
            skipped += g.skipped;
            dirs.append(cls.getSimpleName()).append('\n');
        }
        Files.writeString(out.resolve("programs.txt"), dirs.toString());
        Files.writeString(out.resolve("missing.txt"), String.join("\n", allMissing) + "\n");
        Files.writeString(out.resolve("figures.txt"), "methods " + checked.size() + "\ncases " + cases
                + "\nmissing " + allMissing.size() + "\nskipped " + skipped + "\n");
    }

    static Set<Integer> javacErrors(Path dir) throws Exception {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        Path classes = Files.createTempDirectory("classlib");
        try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, Locale.ROOT, null)) {
            javac.getTask(null, files, diagnostics, List.of("--release", "21", "-Xmaxerrs", "100000", "-nowarn",
                    "-d", classes.toString()), null, files.getJavaFileObjects(dir.resolve("Program.java").toFile()))
                    .call();
        }
        Set<Integer> lines = new TreeSet<>();
        for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
            if (d.getKind() == Diagnostic.Kind.ERROR) {
                lines.add((int) d.getLineNumber());
            }
        }
        return lines;
    }

    /**
     * The methods gg's JdkFidelity adds (its {@code add(cls, context, "name", ...)} and
     * {@code addInstance} under each {@code case "java.x.Y":}): part of gg's classlib though not
     * TeaVM's.
     */
    void readAdditions(List<String> lines) {
        List<String> current = new ArrayList<>();
        boolean inCases = false;
        for (String line : lines) {
            String t = line.trim();
            if (t.startsWith("case \"java.")) {
                if (!inCases) {
                    current.clear();
                }
                current.add(t.substring(6, t.indexOf('"', 6)));
                inCases = true;
                continue;
            }
            inCases = false;
            for (String call : new String[] {"add(cls, context, \"", "addInstance(cls, context, \""}) {
                int at = t.indexOf(call);
                if (at >= 0) {
                    int from = at + call.length();
                    String name = t.substring(from, t.indexOf('"', from));
                    for (String c : current) {
                        added.add(c + "." + name);
                    }
                }
            }
        }
    }

    static String descriptor(Method m) {
        StringBuilder b = new StringBuilder(m.getDeclaringClass().getName()).append('.').append(m.getName()).append('(');
        for (Class<?> p : m.getParameterTypes()) {
            b.append(jvm(p));
        }
        return b.append(')').append(jvm(m.getReturnType())).toString();
    }

    static String jvm(Class<?> c) {
        if (c.isArray()) {
            return "[" + jvm(c.getComponentType());
        }
        if (c.isPrimitive()) {
            return Map.of(int.class, "I", long.class, "J", double.class, "D", float.class, "F", char.class, "C",
                    boolean.class, "Z", byte.class, "B", short.class, "S", void.class, "V").get(c);
        }
        return "L" + c.getName().replace('.', '/') + ";";
    }

    /** Whether TeaVM's classlib declares the method (its class TName, its types renamed). */
    static boolean inTeavm(Method m, ClassLoader teavm) {
        if (teavm == null) {
            return true;
        }
        Class<?> owner = m.getDeclaringClass();
        for (Class<?> c = owner; c != null; c = c.getSuperclass()) {
            if (teavmDeclares(c, m, teavm)) {
                return true;
            }
            for (Class<?> i : c.getInterfaces()) {
                if (teavmDeclares(i, m, teavm)) {
                    return true;
                }
            }
        }
        return false;
    }

    static boolean teavmDeclares(Class<?> c, Method m, ClassLoader teavm) {
        String name = c.getName();
        int dot = name.lastIndexOf('.');
        String t = "org.teavm.classlib." + name.substring(0, dot + 1) + "T" + name.substring(dot + 1);
        try {
            Class<?> tc = Class.forName(t, false, teavm);
            for (Method tm : tc.getDeclaredMethods()) {
                if (!tm.getName().equals(m.getName()) || tm.getParameterCount() != m.getParameterCount()) {
                    continue;
                }
                boolean same = true;
                for (int i = 0; i < tm.getParameterCount(); i++) {
                    if (!renamed(tm.getParameterTypes()[i]).equals(m.getParameterTypes()[i].getName())) {
                        same = false;
                    }
                }
                if (same) {
                    return true;
                }
            }
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
        return false;
    }

    static String renamed(Class<?> c) {
        if (c.isArray()) {
            String inner = renamed(c.getComponentType());
            return "[" + (c.getComponentType().isPrimitive() ? jvm(c.getComponentType()) : "L" + inner + ";");
        }
        String n = c.getName();
        if (n.startsWith("org.teavm.classlib.")) {
            n = n.substring("org.teavm.classlib.".length());
            int dot = n.lastIndexOf('.');
            String simple = n.substring(dot + 1);
            n = n.substring(0, dot + 1) + (simple.startsWith("T") ? simple.substring(1) : simple);
        }
        return n;
    }

    // ---- inputs ----------------------------------------------------------------------------

    List<String> values(Class<?> t, Class<?> owner) {
        if (t == int.class) {
            return List.of("0", "1", "-1", "2", "7", "-3", "Integer.MAX_VALUE", "Integer.MIN_VALUE", "65",
                    Integer.toString(random.nextInt(200) - 100));
        }
        if (t == long.class) {
            return List.of("0L", "1L", "-1L", "7L", "Long.MAX_VALUE", "Long.MIN_VALUE", "4294967296L",
                    random.nextLong() + "L");
        }
        if (t == double.class) {
            return List.of("0.0", "-0.0", "1.5", "-2.5", "Double.NaN", "Double.POSITIVE_INFINITY", "1e300", "0.1",
                    "Double.MIN_VALUE", Double.toString(random.nextDouble() * 100));
        }
        if (t == float.class) {
            return List.of("0f", "-0f", "1.5f", "-2.5f", "Float.NaN", "Float.NEGATIVE_INFINITY", "0.1f",
                    Float.toString(random.nextFloat() * 100) + "f");
        }
        if (t == char.class) {
            return List.of("'a'", "'Z'", "'0'", "' '", "'\\u00e9'", "'\\u0000'", "'\\uffff'", "'_'");
        }
        if (t == boolean.class) {
            return List.of("true", "false");
        }
        if (t == byte.class) {
            return List.of("(byte) 0", "(byte) -1", "(byte) 127", "(byte) -128", "(byte) 7");
        }
        if (t == short.class) {
            return List.of("(short) 0", "(short) -1", "(short) 32767", "(short) -32768", "(short) 300");
        }
        if (t == String.class || t == CharSequence.class) {
            return List.of("\"\"", "\"abc\"", "\"A\"", "\" x y \"", "\"42\"", "\"-7\"", "\"b\"", "\"\\u00df\"",
                    "\"3.5\"", "\"aXbXc\"", "null");
        }
        if (t == int[].class) {
            return List.of("new int[] {3, 1, 2}", "new int[0]", "new int[] {5, -1, 5, Integer.MIN_VALUE}");
        }
        if (t == long[].class) {
            return List.of("new long[] {3L, 1L, 2L}", "new long[0]");
        }
        if (t == double[].class) {
            return List.of("new double[] {3.0, Double.NaN, -0.0, 0.0, 1.0}", "new double[0]");
        }
        if (t == float[].class) {
            return List.of("new float[] {3f, Float.NaN, -0f, 0f}");
        }
        if (t == char[].class) {
            return List.of("new char[] {'c', 'a', 'b'}", "new char[0]");
        }
        if (t == byte[].class) {
            return List.of("new byte[] {3, -1, 2}");
        }
        if (t == short[].class) {
            return List.of("new short[] {3, -1, 2}");
        }
        if (t == boolean[].class) {
            return List.of("new boolean[] {true, false}");
        }
        if (t == Object.class) {
            return List.of("1", "3", "\"b\"", "null", "7");
        }
        if (t == Object[].class) {
            return List.of("new Object[] {3, 1, 2}", "new Object[] {\"b\", \"a\"}", "new Object[0]");
        }
        if (t == String[].class) {
            return List.of("new String[] {\"b\", \"a\", \"c\"}");
        }
        if (t == java.util.Collection.class || t == List.class) {
            return List.of("new ArrayList(List.of(3, 1))", "new ArrayList()", "new ArrayList(List.of(1, 2, 3))");
        }
        if (t == Set.class) {
            return List.of("new java.util.HashSet(List.of(1, 3))");
        }
        if (t == Comparator.class) {
            return List.of("null", "Comparator.reverseOrder()");
        }
        if (t == java.math.BigInteger.class) {
            return List.of("java.math.BigInteger.ZERO", "new java.math.BigInteger(\"-12345678901234567890\")",
                    "java.math.BigInteger.valueOf(7)", "java.math.BigInteger.ONE.shiftLeft(100).add(java.math.BigInteger.ONE)");
        }
        if (t == java.math.BigDecimal.class) {
            return List.of("java.math.BigDecimal.ZERO", "new java.math.BigDecimal(\"-1.50\")",
                    "new java.math.BigDecimal(\"12345.6789\")", "new java.math.BigDecimal(\"1E+3\")",
                    "java.math.BigDecimal.valueOf(3)");
        }
        if (t == java.math.RoundingMode.class) {
            return List.of("java.math.RoundingMode.HALF_UP", "java.math.RoundingMode.HALF_EVEN",
                    "java.math.RoundingMode.FLOOR");
        }
        if (t == java.math.MathContext.class) {
            return List.of("java.math.MathContext.DECIMAL32", "new java.math.MathContext(3)");
        }
        return null;
    }

    List<String> receivers(Class<?> c) {
        String n = c.getName();
        switch (c.getSimpleName()) {
            case "String":
                return List.of("\"\"", "\"abc\"", "\"Hello, World\"", "\" a b \"", "\"\\u00df\\u00e9\"", "\"aXbXc\"",
                        "\"42\"");
            case "StringBuilder":
                return List.of("new StringBuilder(\"abc\")", "new StringBuilder()");
            case "Character":
                return List.of("Character.valueOf('a')", "Character.valueOf('Z')");
            case "Integer":
                return List.of("Integer.valueOf(0)", "Integer.valueOf(-7)", "Integer.valueOf(Integer.MAX_VALUE)");
            case "Long":
                return List.of("Long.valueOf(0L)", "Long.valueOf(-7L)", "Long.valueOf(Long.MIN_VALUE)");
            case "Double":
                return List.of("Double.valueOf(Double.NaN)", "Double.valueOf(-0.0)", "Double.valueOf(1.5)");
            case "Float":
                return List.of("Float.valueOf(Float.NaN)", "Float.valueOf(-0f)", "Float.valueOf(1.5f)");
            case "Short":
                return List.of("Short.valueOf((short) -7)", "Short.valueOf((short) 300)");
            case "Byte":
                return List.of("Byte.valueOf((byte) -7)", "Byte.valueOf((byte) 100)");
            case "Boolean":
                return List.of("Boolean.TRUE", "Boolean.FALSE");
            case "BigInteger":
                return List.of("java.math.BigInteger.ZERO", "new java.math.BigInteger(\"-12345678901234567890\")",
                        "java.math.BigInteger.valueOf(7)");
            case "BigDecimal":
                return List.of("new java.math.BigDecimal(\"-1.50\")", "new java.math.BigDecimal(\"12345.6789\")",
                        "java.math.BigDecimal.ZERO");
            case "ArrayList":
            case "LinkedList":
            case "ArrayDeque":
            case "TreeSet":
            case "HashSet":
                return List.of("new " + n + "(List.of(3, 1, 2, 7))", "new " + n + "()");
            case "HashMap":
            case "TreeMap":
            case "LinkedHashMap":
                return List.of("new " + n + "(sample())", "new " + n + "()");
            case "Optional":
                return List.of("Optional.of(\"x\")", "Optional.empty()");
            default:
                return List.of();
        }
    }

    /**
     * Methods whose int or long argument may be a size: given no huge or negative value. gg's
     * heap is 64 MiB and an array too large for it, or of a negative length, ends the program
     * (an OutOfMemoryError or NegativeArraySizeException report) where the JDK throws and the
     * generated program would go on; such a call would cost every later line.
     */
    static final Set<String> SIZES = Set.of("copyOf", "copyOfRange", "ensureCapacity", "setLength", "nCopies",
            "repeat", "flipBit", "setBit", "clearBit", "shiftLeft", "shiftRight", "pow", "setScale",
            "scaleByPowerOfTen", "movePointLeft", "movePointRight", "newHashMap", "newHashSet", "newLinkedHashMap",
            "newLinkedHashSet", "toChars", "indent", "rotate", "valueOf", "fill", "setAll", "trimToSize");

    static String size(String v) {
        switch (v) {
            case "Integer.MAX_VALUE":
            case "Long.MAX_VALUE":
            case "4294967296L":
                return v.endsWith("L") || v.startsWith("Long") ? "1000L" : "1000";
            case "Integer.MIN_VALUE":
            case "Long.MIN_VALUE":
            case "-1":
            case "-3":
            case "-1L":
                return v.endsWith("L") || v.startsWith("Long") ? "3L" : "3";
            default:
                return v.startsWith("-") ? v.substring(1) : v;
        }
    }

    static final Set<String> SKIP = Set.of("wait", "notify", "notifyAll", "getClass", "hashCode", "spliterator",
            "parallelStream", "stream", "iterator", "listIterator", "descendingIterator", "keySet", "entrySet",
            "values", "clone", "chars", "codePoints", "lines", "describeConstable", "resolveConstantDesc", "forEach",
            "toArray", "getChars", "intern", "getBytes", "random", "toIdentityString");

    void generate(Class<?> cls, Set<String> excluded, ClassLoader teavm) {
        List<List<String[]>> perMethod = new ArrayList<>();
        collect(cls, excluded, teavm, perMethod);
        // The methods' calls interleaved (each method's first call, then each one's second...):
        // a build that lacks methods reports them in program order, a few at a time, and so
        // names as many different methods as it can in one round.
        for (int round = 0; ; round++) {
            boolean any = false;
            for (List<String[]> own : perMethod) {
                if (round < own.size()) {
                    cases.add(own.get(round));
                    any = true;
                }
            }
            if (!any) {
                break;
            }
        }
        // One key a case: overloads share a name, so the key ends with the case's place.
        for (int i = 0; i < cases.size(); i++) {
            String[] c = cases.get(i);
            c[0] = c[0].substring(0, c[0].lastIndexOf('#') + 1) + i;
        }
    }

    void collect(Class<?> cls, Set<String> excluded, ClassLoader teavm, List<List<String[]>> perMethod) {
        for (Class<?> c : new Class<?>[] {cls}) {
            Method[] all = c.getMethods();
            Arrays.sort(all, Comparator.comparing(Classlib::descriptor));
            for (Method m : all) {
                if (m.getDeclaringClass() == Object.class || SKIP.contains(m.getName()) || m.isSynthetic()
                        || m.isBridge() || m.isVarArgs() && !m.getName().equals("asList")) {
                    continue;
                }
                if (m.getDeclaringClass() != c && Modifier.isStatic(m.getModifiers())) {
                    continue;
                }
                boolean isStatic = Modifier.isStatic(m.getModifiers());
                List<List<String>> params = new ArrayList<>();
                boolean ok = true;
                for (Class<?> p : m.getParameterTypes()) {
                    List<String> v = values(p, c);
                    if (v == null) {
                        ok = false;
                        break;
                    }
                    params.add(v);
                }
                List<String> recv = isStatic ? List.of("") : receivers(c);
                if (!ok || recv.isEmpty()) {
                    skipped++;
                    continue;
                }
                String desc = c.getName() + "." + m.getName() + descriptor(m).substring(descriptor(m).indexOf('('));
                boolean byGg = added.contains(c.getName() + "." + m.getName());
                if (excluded.contains(desc) || !byGg && !inTeavm(m, teavm)) {
                    missing.add(desc + (excluded.contains(desc) ? "\t(gg's build: not found)" : "\t(not in TeaVM's classlib)"));
                    continue;
                }
                methods++;
                Set<String> seen = new LinkedHashSet<>();
                List<String[]> own = new ArrayList<>();
                perMethod.add(own);
                int size = params.stream().mapToInt(List::size).reduce(1, (a, b) -> a * b);
                int tuples = Math.min(PER_METHOD, Math.max(recv.size(), Math.min(size * recv.size(), PER_METHOD)));
                for (int t = 0; t < tuples; t++) {
                    {
                        String r = recv.get(t % recv.size());
                        StringBuilder args = new StringBuilder();
                        for (int i = 0; i < params.size(); i++) {
                            List<String> v = params.get(i);
                            // the first tuples walk each parameter's edge values, then random picks
                            String pick = t < v.size() ? v.get((t + i) % v.size()) : v.get(random.nextInt(v.size()));
                            if (SIZES.contains(m.getName()) && (m.getParameterTypes()[i] == int.class
                                    || m.getParameterTypes()[i] == long.class)) {
                                pick = size(pick);
                            }
                            args.append(i > 0 ? ", " : "").append(cast(m.getParameterTypes()[i], pick));
                        }
                        String call = r + "|" + args;
                        if (!seen.add(call)) {
                            continue;
                        }
                        String code;
                        String target = isStatic ? c.getName() : "r";
                        String expr = target + "." + m.getName() + "(" + args + ")";
                        String recvDecl = isStatic ? "" : c.getName() + " r = " + r + "; ";
                        String after = isStatic ? "" : " + \" | \" + show(r)";
                        if (m.getReturnType() == void.class) {
                            code = "{ " + recvDecl + expr + "; return \"void\"" + after + "; }";
                        } else {
                            code = "{ " + recvDecl + "Object v = " + expr + "; return show(v)" + after + "; }";
                        }
                        own.add(new String[] {c.getSimpleName() + "." + m.getName() + "#" + own.size(), desc, code, "0"});
                    }
                }
            }
        }
    }

    static String cast(Class<?> t, String v) {
        if (v.equals("null") && !t.isPrimitive()) {
            return "(" + t.getCanonicalName() + ") null";
        }
        return v;
    }

    String program() {
        StringBuilder p = new StringBuilder();
        p.append("// Generated by conformance/java-api/Classlib.java; do not edit.\n");
        p.append("import java.util.*;\n\n");
        p.append("@SuppressWarnings({\"unchecked\", \"rawtypes\"})\npublic class Program {\n");
        // Map.of's order is the JDK's per-run salt: the sample map is filled in a fixed order.
        p.append("    static Map sample() {\n        Map m = new LinkedHashMap();\n        m.put(1, \"a\");\n"
                + "        m.put(3, \"c\");\n        m.put(2, \"b\");\n        return m;\n    }\n\n");
        p.append("    static String show(Object o) {\n"
                + "        if (o == null) return \"null\";\n"
                + "        if (o instanceof Object[] a) return Arrays.deepToString(a);\n"
                + "        if (o instanceof int[] a) return Arrays.toString(a);\n"
                + "        if (o instanceof long[] a) return Arrays.toString(a);\n"
                + "        if (o instanceof double[] a) return Arrays.toString(a);\n"
                + "        if (o instanceof float[] a) return Arrays.toString(a);\n"
                + "        if (o instanceof char[] a) return Arrays.toString(a);\n"
                + "        if (o instanceof byte[] a) return Arrays.toString(a);\n"
                + "        if (o instanceof short[] a) return Arrays.toString(a);\n"
                + "        if (o instanceof boolean[] a) return Arrays.toString(a);\n"
                + "        if (o instanceof String || o instanceof Number || o instanceof Boolean || o instanceof Character\n"
                + "                || o instanceof Collection || o instanceof Map || o instanceof Optional\n"
                + "                || o instanceof CharSequence || o instanceof Map.Entry) return o.toString();\n"
                + "        return \"object\";\n"
                + "    }\n\n");
        // One method a case: TeaVM 0.13.1 emitted an invalid Wasm function (a double
        // reinterpreted from an i32 local) for some methods of ten such cases, though no one of
        // the cases alone did; see the report.
        int per = 100;
        int line = p.toString().split("\n", -1).length;
        for (int i = 0; i < cases.size(); i++) {
            String[] c = cases.get(i);
            p.append("    static String c").append(i).append("() throws Throwable ").append(c[2]).append('\n');
            c[3] = Integer.toString(line);
            line++;
        }
        p.append('\n');
        for (int start = 0; start < cases.size(); start += per) {
            p.append("    static String d").append(start / per).append("(int id) throws Throwable {\n        switch (id) {\n");
            for (int i = start; i < Math.min(cases.size(), start + per); i++) {
                p.append("            case ").append(i).append(": return c").append(i).append("();\n");
            }
            p.append("        }\n        return null;\n    }\n\n");
        }
        p.append("    static final String[] KEYS = {\n");
        for (String[] c : cases) {
            p.append("        \"").append(c[0]).append("\",\n");
        }
        p.append("    };\n\n");
        p.append("    static String call(int id) throws Throwable {\n        switch (id / ").append(per).append(") {\n");
        for (int start = 0; start < cases.size(); start += per) {
            p.append("            case ").append(start / per).append(": return d").append(start / per).append("(id);\n");
        }
        p.append("        }\n        return null;\n    }\n\n");
        p.append("    public static void main(String[] args) {\n"
                + "        for (int id = 0; id < KEYS.length; id++) {\n"
                + "            String line;\n"
                + "            try {\n"
                + "                line = call(id);\n"
                + "            } catch (Throwable t) {\n"
                + "                line = \"!\" + t.getClass().getName();\n"
                + "            }\n"
                // One line a case: a result's own line breaks are written as \n.
                + "            if (line != null) line = line.replace(\"\\\\\", \"\\\\\\\\\").replace(\"\\n\", \"\\\\n\").replace(\"\\r\", \"\\\\r\");\n"
                + "            System.out.println(KEYS[id] + \" \" + line);\n"
                + "        }\n"
                + "    }\n}\n");
        return p.toString();
    }
}
