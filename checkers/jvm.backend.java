// gg's JVM backend, shared by the JVM arms: the line protocol, the per-build class loader, and
// TeaVM 0.13.1's WEBASSEMBLY_WASI backend.
//
// This file is not run on its own. packages/gg-sandbox-jvm/assemble.sh concatenates an arm's
// front end (e.g. checkers/java.compiler.java, whose first class holds main) with this file into
// one Driver.java, merging the import lines, and fills in the @GG_...@ pins from
// checkers/java.toolchain.json. The JDK's single-file source launcher runs it:
//
//   $JDK/bin/java -XX:+UseSerialGC -Xss16m -cp <pinned TeaVM jars>:<gg-sandbox-jvm.jar> \
//       Driver.java --teavm DIR --sdk gg-sandbox-jvm.jar
//
// ($JDK is the pinned jdk.home; the driver refuses another JDK feature release.) The protocol is
// described in packages/gg-sandbox-jvm/NOTES.md.
//
// Classes whose names start with "JvmBackend" are never used from the launcher's own class loader:
// they are defined in JvmHost.BuildLoader, one per JVM, over the toolchain jars, so TeaVM's classes
// are loaded once and stay JIT-compiled. They talk to the host side through java.base types only
// (Map, List, String, Number, Boolean). A program's classes are never loaded as classes: TeaVM
// reads them as class files, afresh on every build (see JvmBackend).
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.function.Function;
import org.teavm.callgraph.CallGraph;
import org.teavm.callgraph.CallGraphNode;
import org.teavm.callgraph.CallSite;
import org.teavm.diagnostics.DefaultProblemTextConsumer;
import org.teavm.diagnostics.Problem;
import org.teavm.diagnostics.ProblemSeverity;
import org.teavm.model.CallLocation;
import org.teavm.model.MethodReference;
import org.teavm.model.TextLocation;
import org.teavm.backend.wasm.WasmRuntimeType;
import org.teavm.backend.wasm.WasmTarget;
import org.teavm.backend.wasm.render.WasmBinaryVersion;
import org.teavm.cache.AlwaysStaleCacheStatus;
import org.teavm.cache.EmptyProgramCache;
import org.teavm.model.ClassHolderSource;
import org.teavm.model.ClassReader;
import org.teavm.model.ClassReaderSource;
import org.teavm.model.PreOptimizingClassHolderSource;
import org.teavm.model.ReferenceCache;
import org.teavm.parsing.ClasspathClassHolderSource;
import org.teavm.parsing.resource.Resource;
import org.teavm.parsing.resource.ResourceProvider;
import org.teavm.vm.DirectoryBuildTarget;
import org.teavm.vm.TeaVM;
import org.teavm.vm.TeaVMBuilder;
import org.teavm.vm.TeaVMOptimizationLevel;

/** What an arm's front end supplies: its compiler, run in the warm JVM for every request. */
interface JvmFrontEnd {
    /** The front end's name for the handshake, e.g. "javac". */
    String name();

    /**
     * Compiles the request's sources into request "classes". Returns null when it compiled,
     * otherwise a list of diagnostics (JvmHost.diagnostic maps).
     */
    List<Map<String, Object>> compile(JvmHost.Request request) throws Exception;
}

/** The host side of the driver: handshake, request loop, TeaVM through its own loader, answers. */
@SuppressWarnings("unchecked")
final class JvmHost {
    // Filled in by assemble.sh from checkers/java.toolchain.json.
    static final int PROTOCOL = Integer.parseInt("@GG_PROTOCOL@");
    static final String TEAVM_VERSION = "@GG_TEAVM_VERSION@";
    static final int JDK_FEATURE = Integer.parseInt("@GG_JDK_FEATURE@");
    static final int RELEASE = Integer.parseInt("@GG_RELEASE@");
    static final String MATH_MODULE = "@GG_MATH_MODULE@";
    /** "file sha256" per pinned jar, one a line. */
    static final String JARS = "@GG_JARS@";

    static final int MAX_SHOWN = 8;
    static final int DEFAULT_HEAP_MIB = 64;

    static List<Path> toolchainJars = new ArrayList<>();
    /** TeaVM's classes, loaded once per JVM so that they stay compiled. */
    static BuildLoader loader;
    /** The JvmBackend (and the classes it keeps) that builds use until one throws. */
    static Function<Map<String, Object>, Map<String, Object>> backend;
    static Path sdkJar;

    /** One build request, as the protocol states it. */
    static final class Request {
        String id;
        Path workspace;
        List<String> sources;
        Path classes;
        List<Path> classpath;
        Path target;
        String mainClass;
        int heapMib;
        boolean debug;
        /** TeaVM's optimisation level: SIMPLE, ADVANCED (the default) or FULL. */
        String optimization;
        Set<String> ownFiles;
    }

    static void serve(JvmFrontEnd frontEnd, String[] args) throws Exception {
        Path teavmDir = null;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--teavm": teavmDir = Path.of(args[++i]).toAbsolutePath(); break;
                case "--sdk": sdkJar = Path.of(args[++i]).toAbsolutePath(); break;
                default: fail("unknown argument " + args[i]);
            }
        }
        if (teavmDir == null || sdkJar == null) {
            fail("usage: java Driver.java --teavm DIR --sdk gg-sandbox-jvm.jar");
        }
        int feature = Runtime.version().feature();
        if (feature != JDK_FEATURE) {
            fail("this driver is pinned to JDK " + JDK_FEATURE + ", running on " + Runtime.version());
        }
        for (String line : JARS.split("\n")) {
            String[] parts = line.trim().split(" ");
            Path jar = teavmDir.resolve(parts[0]);
            String got = sha256(jar);
            if (!got.equals(parts[1])) {
                fail(jar + ": sha256 " + got + ", pinned " + parts[1]);
            }
            toolchainJars.add(jar);
        }
        if (!Files.isRegularFile(sdkJar)) {
            fail("no SDK jar at " + sdkJar);
        }

        var out = new PrintWriter(new java.io.OutputStreamWriter(System.out, StandardCharsets.UTF_8), false);
        var in = new java.io.BufferedReader(new java.io.InputStreamReader(System.in, StandardCharsets.UTF_8));
        Map<String, Object> hello = new LinkedHashMap<>();
        hello.put("protocol", PROTOCOL);
        hello.put("jdk", Runtime.version().toString());
        hello.put("jdk_feature", feature);
        hello.put("release", RELEASE);
        hello.put("teavm", TEAVM_VERSION);
        hello.put("front_end", frontEnd.name());
        out.println(JvmJson.write(hello));
        out.flush();

        String line;
        while ((line = in.readLine()) != null) {
            if (line.isBlank()) {
                continue;
            }
            Map<String, Object> answer;
            String id = null;
            try {
                @SuppressWarnings("unchecked")
                Map<String, Object> raw = (Map<String, Object>) JvmJson.parse(line);
                id = raw.get("id") == null ? null : String.valueOf(raw.get("id"));
                answer = build(frontEnd, request(raw));
            } catch (Throwable e) {
                answer = toolchain("driver: " + stackTrace(e));
            }
            if (id != null) {
                Map<String, Object> withId = new LinkedHashMap<>();
                withId.put("id", id);
                withId.putAll(answer);
                answer = withId;
            }
            out.println(JvmJson.write(answer));
            out.flush();
        }
    }

    static Request request(Map<String, Object> raw) {
        Request r = new Request();
        r.id = raw.get("id") == null ? null : String.valueOf(raw.get("id"));
        Object ws = raw.get("workspace");
        if (!(ws instanceof String)) {
            throw new IllegalArgumentException("request has no workspace");
        }
        r.workspace = Path.of((String) ws).toAbsolutePath();
        r.sources = new ArrayList<>();
        Object sources = raw.get("sources");
        if (sources instanceof List) {
            for (Object s : (List<?>) sources) {
                r.sources.add(String.valueOf(s));
            }
        } else {
            r.sources.add("Program.java");
            r.sources.add("GgEntry.java");
        }
        r.ownFiles = new LinkedHashSet<>();
        Object own = raw.get("own");
        if (own instanceof List) {
            for (Object s : (List<?>) own) {
                r.ownFiles.add(String.valueOf(s));
            }
        } else {
            r.ownFiles.add(r.sources.get(0));
        }
        Object classes = raw.get("classes");
        r.classes = classes instanceof String ? Path.of((String) classes) : r.workspace.resolve("classes");
        r.classpath = new ArrayList<>();
        Object cp = raw.get("classpath");
        if (cp instanceof List) {
            for (Object s : (List<?>) cp) {
                r.classpath.add(Path.of(String.valueOf(s)).toAbsolutePath());
            }
        }
        Object target = raw.get("target");
        r.target = target instanceof String && !((String) target).isEmpty() ? Path.of((String) target).toAbsolutePath() : null;
        Object main = raw.get("main");
        r.mainClass = main instanceof String ? (String) main : "GgEntry";
        Object heap = raw.get("heap_mib");
        r.heapMib = heap instanceof Number ? ((Number) heap).intValue() : DEFAULT_HEAP_MIB;
        r.debug = Boolean.TRUE.equals(raw.get("debug"));
        Object optimization = raw.get("optimization");
        r.optimization = optimization instanceof String ? (String) optimization : "ADVANCED";
        return r;
    }

    static Map<String, Object> build(JvmFrontEnd frontEnd, Request r) throws Exception {
        long t0 = System.nanoTime();
        long cpu0 = processCpuNanos();
        Files.createDirectories(r.classes);
        // A program's classes are in the default package: clear the previous build's, keep
        // subdirectories (code modules compile into package lib under the same directory).
        try (var listing = Files.list(r.classes)) {
            for (Path p : (Iterable<Path>) listing::iterator) {
                if (p.getFileName().toString().endsWith(".class") && Files.isRegularFile(p)) {
                    Files.delete(p);
                }
            }
        }
        List<Map<String, Object>> diagnostics = frontEnd.compile(r);
        long t1 = System.nanoTime();
        Map<String, Object> timings = new LinkedHashMap<>();
        timings.put("compile_ms", (t1 - t0) / 1_000_000);
        if (diagnostics != null) {
            Map<String, Object> answer = verdict(diagnostics, r);
            answer.put("timings", timings);
            return answer;
        }
        if (r.target == null) {
            Map<String, Object> answer = new LinkedHashMap<>();
            answer.put("ok", true);
            answer.put("classes", r.classes.toString());
            answer.put("timings", timings);
            return answer;
        }

        Map<String, Object> in = new LinkedHashMap<>();
        List<Object> programPath = new ArrayList<>();
        programPath.add(sdkJar.toString());
        programPath.add(r.classes.toAbsolutePath().toString());
        for (Path p : r.classpath) {
            programPath.add(p.toString());
        }
        for (Path p : toolchainJars) {
            programPath.add(p.toString());
        }
        in.put("classpath", programPath);
        in.put("target", r.target.toString());
        in.put("main", r.mainClass);
        in.put("heap_bytes", r.heapMib * 1024 * 1024);
        in.put("debug", r.debug);
        in.put("optimization", r.optimization);
        Map<String, Object> result = null;
        if (backend == null) {
            if (loader == null) {
                loader = new BuildLoader();
            }
            var constructor = loader.loadClass("JvmBackend").getDeclaredConstructor();
            constructor.setAccessible(true);
            backend = (Function<Map<String, Object>, Map<String, Object>>) constructor.newInstance();
        }
        try {
            result = backend.apply(in);
        } finally {
            // A build that threw may have left the kept classes half made: drop them (the loader,
            // and so TeaVM's compiled code, stays).
            if (result == null || result.get("exception") != null) {
                backend = null;
            }
        }
        long t2 = System.nanoTime();
        timings.put("teavm_ms", (t2 - t1) / 1_000_000);

        Map<String, Object> answer;
        if (result.get("exception") != null) {
            String exception = (String) result.get("exception");
            if (exception.startsWith("java.lang.ArithmeticException")) {
                // TeaVM folds a constant division by evaluating it: the program's fault, found early.
                String first = exception.lines().findFirst().orElse(exception);
                List<Map<String, Object>> ds = new ArrayList<>();
                ds.add(diagnostic(r.sources.get(0), 0, 0, "compile", "teavm", "teavm.fold", first));
                answer = verdict(ds, r);
            } else {
                answer = toolchain("TeaVM threw: " + exception);
            }
        } else {
            @SuppressWarnings("unchecked")
            List<Map<String, Object>> problems = (List<Map<String, Object>>) result.get("problems");
            if (!problems.isEmpty()) {
                answer = verdict(problems, r);
            } else {
                String bad = checkImports(Files.readAllBytes(r.target));
                if (bad != null) {
                    answer = toolchain(bad);
                } else {
                    answer = new LinkedHashMap<>();
                    answer.put("ok", true);
                    answer.put("wasm", r.target.toString());
                    answer.put("bytes", Files.size(r.target));
                }
            }
        }
        if (!Boolean.TRUE.equals(answer.get("ok"))) {
            Files.deleteIfExists(r.target);
        }
        timings.put("total_ms", (System.nanoTime() - t0) / 1_000_000);
        // The JVM's CPU time over the build (every thread: the JIT's and the collector's too).
        timings.put("cpu_ms", (processCpuNanos() - cpu0) / 1_000_000);
        answer.put("timings", timings);
        return answer;
    }

    static long processCpuNanos() {
        var os = java.lang.management.ManagementFactory.getOperatingSystemMXBean();
        return os instanceof com.sun.management.OperatingSystemMXBean sun ? sun.getProcessCpuTime() : 0;
    }

    static Map<String, Object> diagnostic(String file, int line, int column, String kind, String source,
            String code, String message) {
        Map<String, Object> d = new LinkedHashMap<>();
        d.put("file", file);
        d.put("line", line);
        d.put("column", column);
        d.put("kind", kind);
        d.put("source", source);
        d.put("code", code);
        d.put("message", message);
        return d;
    }

    /**
     * Bands and caps a failing build's diagnostics. Only diagnostics about the program's own files
     * are banded: any syntax one there makes the verdict "syntax", otherwise "compile". A javac
     * diagnostic about GgEntry.java is a compile error too (it names something the program was
     * to declare); one about any other file is gg's own, "toolchain". TeaVM diagnostics are
     * always the program's ("compile"): TeaVM only refuses what the program reached.
     */
    static Map<String, Object> verdict(List<Map<String, Object>> all, Request r) {
        Map<String, Map<String, Object>> unique = new LinkedHashMap<>();
        for (Map<String, Object> d : all) {
            String key = d.get("file") + "\u0000" + d.get("line") + "\u0000" + d.get("column") + "\u0000" + d.get("message");
            unique.putIfAbsent(key, d);
        }
        boolean syntax = false;
        boolean compile = false;
        boolean other = false;
        for (Map<String, Object> d : unique.values()) {
            String file = String.valueOf(d.get("file"));
            boolean teavm = "teavm".equals(d.get("source"));
            if (r.ownFiles.contains(file)) {
                if ("syntax".equals(d.get("kind"))) {
                    syntax = true;
                } else {
                    compile = true;
                }
            } else if (teavm || r.sources.contains(file)) {
                compile = true;
            } else {
                other = true;
            }
        }
        String band = syntax ? "syntax" : compile ? "compile" : other ? "toolchain" : "compile";
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("ok", false);
        answer.put("band", band);
        answer.put("exit", bandExit(band));
        List<Object> shown = new ArrayList<>(unique.values());
        answer.put("total", shown.size());
        answer.put("diagnostics", shown.size() > MAX_SHOWN ? shown.subList(0, MAX_SHOWN) : shown);
        return answer;
    }

    static int bandExit(String band) {
        switch (band) {
            case "syntax": return 20;
            case "compile": return 21;
            default: return 70;
        }
    }

    static Map<String, Object> toolchain(String message) {
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("ok", false);
        answer.put("band", "toolchain");
        answer.put("exit", bandExit("toolchain"));
        answer.put("message", message);
        return answer;
    }

    /** The SDK's one door (gg.internal.WasmWire). */
    static final String WIRE_IMPORT = "gg:agent/wire@0.1.0";

    /**
     * Returns null when every import of the core module is from wasi_snapshot_preview1, the
     * math module or gg's wire, otherwise a sentence naming the others.
     */
    static String checkImports(byte[] wasm) {
        List<String> stray = new ArrayList<>();
        for (String[] imp : wasmImports(wasm)) {
            boolean known = imp[0].equals("wasi_snapshot_preview1") || imp[0].equals(MATH_MODULE)
                    || (imp[0].equals(WIRE_IMPORT) && imp[1].equals("call"));
            if (!known) {
                stray.add(imp[0] + "." + imp[1]);
            }
        }
        return stray.isEmpty() ? null : "the module imports outside wasi_snapshot_preview1, " + MATH_MODULE
                + " and " + WIRE_IMPORT + ": " + String.join(", ", stray);
    }

    /** Every import of a core module as {module, name}. */
    static List<String[]> wasmImports(byte[] b) {
        List<String[]> out = new ArrayList<>();
        int[] pos = {8};
        while (pos[0] < b.length) {
            int id = b[pos[0]++] & 0xff;
            int size = (int) leb(b, pos);
            int end = pos[0] + size;
            if (id == 2) {
                long count = leb(b, pos);
                for (long i = 0; i < count; i++) {
                    String module = name(b, pos);
                    String field = name(b, pos);
                    int kind = b[pos[0]++] & 0xff;
                    switch (kind) {
                        case 0: leb(b, pos); break;                                   // func: type index
                        case 1: pos[0]++; limits(b, pos); break;                      // table
                        case 2: limits(b, pos); break;                                // memory
                        case 3: pos[0] += 2; break;                                   // global
                        default: throw new IllegalStateException("import kind " + kind);
                    }
                    out.add(new String[] {module, field});
                }
            }
            pos[0] = end;
        }
        return out;
    }

    private static void limits(byte[] b, int[] pos) {
        int flags = b[pos[0]++] & 0xff;
        leb(b, pos);
        if ((flags & 1) != 0) {
            leb(b, pos);
        }
    }

    private static String name(byte[] b, int[] pos) {
        int len = (int) leb(b, pos);
        String s = new String(b, pos[0], len, StandardCharsets.UTF_8);
        pos[0] += len;
        return s;
    }

    private static long leb(byte[] b, int[] pos) {
        long result = 0;
        int shift = 0;
        while (true) {
            int x = b[pos[0]++] & 0xff;
            result |= (long) (x & 0x7f) << shift;
            if ((x & 0x80) == 0) {
                return result;
            }
            shift += 7;
        }
    }

    static String sha256(Path p) throws Exception {
        MessageDigest md = MessageDigest.getInstance("SHA-256");
        try (InputStream in = Files.newInputStream(p)) {
            byte[] buf = new byte[1 << 16];
            int n;
            while ((n = in.read(buf)) > 0) {
                md.update(buf, 0, n);
            }
        }
        StringBuilder sb = new StringBuilder();
        for (byte x : md.digest()) {
            sb.append(String.format("%02x", x));
        }
        return sb.toString();
    }

    static String stackTrace(Throwable e) {
        StringWriter w = new StringWriter();
        e.printStackTrace(new PrintWriter(w));
        return w.toString();
    }

    static void fail(String message) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("fatal", message);
        System.out.println(JvmJson.write(m));
        System.out.flush();
        System.exit(2);
    }

    /**
     * The loader of TeaVM's classes, one per JVM, over the SDK jar and the toolchain jars, parent
     * the platform loader. The JvmBackend* classes are defined here from
     * the bytes the source launcher compiled, so they link against this loader's TeaVM.
     */
    static final class BuildLoader extends URLClassLoader {
        BuildLoader() throws IOException {
            super("gg-build", urls(), ClassLoader.getPlatformClassLoader());
        }

        private static URL[] urls() throws IOException {
            List<URL> urls = new ArrayList<>();
            urls.add(sdkJar.toUri().toURL());
            for (Path p : toolchainJars) {
                urls.add(p.toUri().toURL());
            }
            return urls.toArray(new URL[0]);
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (name.startsWith("JvmBackend")) {
                synchronized (getClassLoadingLock(name)) {
                    Class<?> c = findLoadedClass(name);
                    if (c == null) {
                        try (InputStream in = JvmHost.class.getClassLoader().getResourceAsStream(name + ".class")) {
                            if (in == null) {
                                throw new ClassNotFoundException(name);
                            }
                            byte[] bytes = in.readAllBytes();
                            c = defineClass(name, bytes, 0, bytes.length);
                        } catch (IOException e) {
                            throw new ClassNotFoundException(name, e);
                        }
                    }
                    if (resolve) {
                        resolveClass(c);
                    }
                    return c;
                }
            }
            return super.loadClass(name, resolve);
        }
    }
}

/**
 * TeaVM itself, one instance per JVM (JvmHost drops it after a build that threw). Defined in the
 * long-lived BuildLoader; java.base types in and out.
 *
 * The classes read from jars (TeaVM's classlib, gg's runtime jar, the Java SDK) are parsed and
 * pre-optimised once and kept: TeaVM copies a class before it transforms it, so the kept ones are
 * never changed by a build. The classes read from directories (the program's build directory, its
 * code modules, the generated tool classes) are parsed afresh on every build, in a source of their
 * own that is dropped with the build: nothing of one program is seen by the next.
 */
@SuppressWarnings("unchecked")
final class JvmBackend implements Function<Map<String, Object>, Map<String, Object>> {
    /** The jars the kept classes were read from; a request with other jars replaces them. */
    private List<File> libraryJars;
    private ResourceProvider libraryResources;
    private ClassHolderSource library;

    @Override
    public Map<String, Object> apply(Map<String, Object> in) {
        Map<String, Object> out = new LinkedHashMap<>();
        TeaVM vm;
        try {
            File target = new File((String) in.get("target"));
            List<File> jars = new ArrayList<>();
            List<File> dirs = new ArrayList<>();
            for (Object p : (List<?>) in.get("classpath")) {
                File f = new File((String) p);
                if (f.isFile()) {
                    jars.add(f);
                } else if (f.isDirectory()) {
                    dirs.add(f);
                }
            }
            if (!jars.equals(libraryJars)) {
                if (libraryResources != null) {
                    libraryResources.close();
                }
                libraryResources = ResourceProvider.ofClassPath(jars);
                library = new PreOptimizingClassHolderSource(
                        new ClasspathClassHolderSource(libraryResources, new ReferenceCache()));
                libraryJars = jars;
            }
            int heap = ((Number) in.get("heap_bytes")).intValue();
            boolean debug = Boolean.TRUE.equals(in.get("debug"));
            String main = (String) in.get("main");
            try (ResourceProvider dirResources = ResourceProvider.ofClassPath(dirs)) {
                ResourceProvider resources = new BuildResources(dirResources, libraryResources);
                ReferenceCache references = new ReferenceCache();
                // The program's classes: class files from the directories only, renamed by the
                // mappings (META-INF/teavm.properties) of every entry, as one classpath would be.
                ClassHolderSource program = new PreOptimizingClassHolderSource(
                        new ClasspathClassHolderSource(new ProgramResources(dirResources, resources), references));
                ClassHolderSource kept = library;
                ClassReaderSource classes = name -> {
                    ClassReader cls = program.get(name);
                    return cls != null ? cls : kept.get(name);
                };
                WasmTarget wasm = new WasmTarget();
                wasm.setRuntimeType(WasmRuntimeType.WASI);
                wasm.setDebugging(debug);
                wasm.setCEmitted(debug);
                wasm.setWastEmitted(debug);
                wasm.setVersion(WasmBinaryVersion.V_0x1);
                // TeaVM gives a program its minimum heap; equal bounds make the limit the one stated.
                wasm.setMinHeapSize(heap);
                wasm.setMaxHeapSize(heap);
                wasm.setObfuscated(false);
                wasm.setExceptionsUsed(false);
                vm = new TeaVMBuilder(wasm)
                        .setReferenceCache(references)
                        .setClassLoader(JvmBackend.class.getClassLoader())
                        .setClassSource(classes)
                        .setResourceProvider(resources)
                        .setObfuscated(false)
                        // Without strict, TeaVM omits the null and bounds checks that make an NPE an exception.
                        .setStrict(true)
                        .build();
                vm.setProperties(new Properties());
                vm.setProgramCache(EmptyProgramCache.INSTANCE);
                vm.setCacheStatus(AlwaysStaleCacheStatus.INSTANCE);
                vm.setOptimizationLevel(TeaVMOptimizationLevel.valueOf((String) in.get("optimization")));
                vm.installPlugins();
                vm.setEntryPoint(main);
                vm.setEntryPointName("main");
                vm.preserveType(main);
                target.getParentFile().mkdirs();
                vm.build(new DirectoryBuildTarget(target.getParentFile()), target.getName());
            }
        } catch (Throwable e) {
            StringWriter w = new StringWriter();
            e.printStackTrace(new PrintWriter(w));
            out.put("exception", w.toString());
            return out;
        }
        List<Object> problems = new ArrayList<>();
        CallGraph graph = vm.getDependencyInfo() != null ? vm.getDependencyInfo().getCallGraph() : null;
        for (Problem problem : vm.getProblemProvider().getProblems()) {
            if (problem.getSeverity() != ProblemSeverity.ERROR) {
                continue;
            }
            DefaultProblemTextConsumer text = new DefaultProblemTextConsumer();
            problem.render(text);
            problems.add(describe(problem, text.getText(), graph));
        }
        out.put("problems", problems);
        return out;
    }

    /** A build's resources: its directories', then the kept jars'; closing it closes neither. */
    private static final class BuildResources implements ResourceProvider {
        private final ResourceProvider dirs;
        private final ResourceProvider jars;

        BuildResources(ResourceProvider dirs, ResourceProvider jars) {
            this.dirs = dirs;
            this.jars = jars;
        }

        @Override
        public Iterator<Resource> getResources(String name) {
            List<Resource> all = new ArrayList<>();
            dirs.getResources(name).forEachRemaining(all::add);
            jars.getResources(name).forEachRemaining(all::add);
            return all.iterator();
        }

        @Override
        public void close() {
        }
    }

    /** Class files from the directories only; every other resource from the whole classpath. */
    private static final class ProgramResources implements ResourceProvider {
        private final ResourceProvider dirs;
        private final ResourceProvider all;

        ProgramResources(ResourceProvider dirs, ResourceProvider all) {
            this.dirs = dirs;
            this.all = all;
        }

        @Override
        public Iterator<Resource> getResources(String name) {
            return name.endsWith(".class") ? dirs.getResources(name) : all.getResources(name);
        }

        @Override
        public void close() {
        }
    }

    /**
     * A TeaVM problem as a diagnostic. It is placed at the first frame of its call chain that is
     * in a class file whose source is not TeaVM's (the program's own file), and the message keeps
     * where TeaVM itself refused, e.g. "(in TFiles.java:123)".
     */
    private static Map<String, Object> describe(Problem problem, String text, CallGraph graph) {
        List<String[]> frames = new ArrayList<>();
        CallLocation location = problem.getLocation();
        if (location != null) {
            frames.add(frame(location.getMethod(), location.getSourceLocation()));
            if (graph != null && location.getMethod() != null && !isOwnClass(location.getMethod().getClassName())) {
                frames.addAll(callersToProgram(graph, location.getMethod()));
            }
        }
        String file = "";
        int line = 0;
        int own = -1;
        for (int i = 0; i < frames.size(); i++) {
            String[] f = frames.get(i);
            if (f[2] != null && !f[2].contains("/") && isOwnClass(f[0])) {
                file = f[2];
                line = f[3] != null ? Integer.parseInt(f[3]) : 0;
                own = i;
                break;
            }
        }
        String message = text;
        if (own > 0) {
            // The method the program called, on the way to where TeaVM refused.
            String[] callee = frames.get(own - 1);
            message = text + " (reached through " + callee[0] + "." + callee[1] + ")";
        }
        // The same shape as JvmHost.diagnostic (JvmHost is not visible from this loader).
        Map<String, Object> d = new LinkedHashMap<>();
        d.put("file", file);
        d.put("line", line);
        d.put("column", 0);
        d.put("kind", "compile");
        d.put("source", "teavm");
        d.put("code", "teavm");
        d.put("message", message);
        List<Object> chain = new ArrayList<>();
        for (String[] f : frames) {
            chain.add(f[0] + "." + f[1] + "(" + (f[2] != null ? f[2] : "") + (f[3] != null ? ":" + f[3] : "") + ")");
        }
        d.put("frames", chain);
        return d;
    }

    /**
     * The shortest chain of callers from a method to the program's own code (breadth-first over
     * TeaVM's call graph), as frames from the callee's caller outwards; empty when none is found.
     */
    private static List<String[]> callersToProgram(CallGraph graph, MethodReference start) {
        Map<MethodReference, Object[]> seen = new LinkedHashMap<>();   // node -> {callee, location}
        java.util.ArrayDeque<MethodReference> queue = new java.util.ArrayDeque<>();
        seen.put(start, null);
        queue.add(start);
        MethodReference found = null;
        while (!queue.isEmpty() && found == null && seen.size() < 20000) {
            MethodReference current = queue.poll();
            CallGraphNode node = graph.getNode(current);
            if (node == null) {
                continue;
            }
            for (CallSite site : node.getCallerCallSites()) {
                for (CallGraphNode caller : site.getCallers()) {
                    MethodReference ref = caller.getMethod();
                    if (seen.containsKey(ref)) {
                        continue;
                    }
                    Collection<? extends TextLocation> locations = site.getLocations(caller);
                    seen.put(ref, new Object[] {current, locations.isEmpty() ? null : locations.iterator().next()});
                    if (isOwnClass(ref.getClassName())) {
                        found = ref;
                        break;
                    }
                    queue.add(ref);
                }
                if (found != null) {
                    break;
                }
            }
        }
        List<String[]> chain = new ArrayList<>();
        for (MethodReference m = found; m != null && !m.equals(start); ) {
            Object[] via = seen.get(m);
            chain.add(0, frame(m, (TextLocation) via[1]));
            m = (MethodReference) via[0];
        }
        return chain;
    }

    /** The program's classes are in the default package; TeaVM's and the JDK's never are. */
    private static boolean isOwnClass(String className) {
        return className != null && !className.contains(".");
    }

    private static String[] frame(MethodReference method, TextLocation location) {
        String cls = method != null ? method.getClassName() : null;
        String name = method != null ? method.getName() : null;
        String file = location != null && location.getFileName() != null ? location.getFileName() : null;
        String line = location != null && location.getLine() >= 0 ? String.valueOf(location.getLine()) : null;
        return new String[] {cls, name, file, line};
    }
}

/** Just enough JSON for the protocol: objects, arrays, strings, numbers, booleans, null. */
final class JvmJson {
    static Object parse(String s) {
        int[] pos = {0};
        Object v = value(s, pos);
        ws(s, pos);
        if (pos[0] != s.length()) {
            throw new IllegalArgumentException("trailing text in JSON at " + pos[0]);
        }
        return v;
    }

    private static void ws(String s, int[] pos) {
        while (pos[0] < s.length() && Character.isWhitespace(s.charAt(pos[0]))) {
            pos[0]++;
        }
    }

    private static Object value(String s, int[] pos) {
        ws(s, pos);
        char c = s.charAt(pos[0]);
        if (c == '{') {
            pos[0]++;
            Map<String, Object> m = new LinkedHashMap<>();
            ws(s, pos);
            if (s.charAt(pos[0]) == '}') {
                pos[0]++;
                return m;
            }
            while (true) {
                ws(s, pos);
                String k = string(s, pos);
                ws(s, pos);
                expect(s, pos, ':');
                m.put(k, value(s, pos));
                ws(s, pos);
                if (s.charAt(pos[0]) == ',') {
                    pos[0]++;
                } else {
                    expect(s, pos, '}');
                    return m;
                }
            }
        } else if (c == '[') {
            pos[0]++;
            List<Object> l = new ArrayList<>();
            ws(s, pos);
            if (s.charAt(pos[0]) == ']') {
                pos[0]++;
                return l;
            }
            while (true) {
                l.add(value(s, pos));
                ws(s, pos);
                if (s.charAt(pos[0]) == ',') {
                    pos[0]++;
                } else {
                    expect(s, pos, ']');
                    return l;
                }
            }
        } else if (c == '"') {
            return string(s, pos);
        } else if (s.startsWith("true", pos[0])) {
            pos[0] += 4;
            return Boolean.TRUE;
        } else if (s.startsWith("false", pos[0])) {
            pos[0] += 5;
            return Boolean.FALSE;
        } else if (s.startsWith("null", pos[0])) {
            pos[0] += 4;
            return null;
        } else {
            int start = pos[0];
            while (pos[0] < s.length() && "+-0123456789.eE".indexOf(s.charAt(pos[0])) >= 0) {
                pos[0]++;
            }
            String n = s.substring(start, pos[0]);
            if (n.isEmpty()) {
                throw new IllegalArgumentException("bad JSON at " + start);
            }
            if (n.contains(".") || n.contains("e") || n.contains("E")) {
                return Double.parseDouble(n);
            }
            return Long.parseLong(n);
        }
    }

    private static void expect(String s, int[] pos, char c) {
        if (pos[0] >= s.length() || s.charAt(pos[0]) != c) {
            throw new IllegalArgumentException("expected '" + c + "' in JSON at " + pos[0]);
        }
        pos[0]++;
    }

    private static String string(String s, int[] pos) {
        expect(s, pos, '"');
        StringBuilder sb = new StringBuilder();
        while (true) {
            char c = s.charAt(pos[0]++);
            if (c == '"') {
                return sb.toString();
            }
            if (c != '\\') {
                sb.append(c);
                continue;
            }
            char e = s.charAt(pos[0]++);
            switch (e) {
                case 'n': sb.append('\n'); break;
                case 't': sb.append('\t'); break;
                case 'r': sb.append('\r'); break;
                case 'b': sb.append('\b'); break;
                case 'f': sb.append('\f'); break;
                case 'u':
                    sb.append((char) Integer.parseInt(s.substring(pos[0], pos[0] + 4), 16));
                    pos[0] += 4;
                    break;
                default: sb.append(e);
            }
        }
    }

    static String write(Object v) {
        StringBuilder sb = new StringBuilder();
        write(v, sb);
        return sb.toString();
    }

    private static void write(Object v, StringBuilder sb) {
        if (v == null) {
            sb.append("null");
        } else if (v instanceof String) {
            sb.append('"');
            String s = (String) v;
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                switch (c) {
                    case '"': sb.append("\\\""); break;
                    case '\\': sb.append("\\\\"); break;
                    case '\n': sb.append("\\n"); break;
                    case '\r': sb.append("\\r"); break;
                    case '\t': sb.append("\\t"); break;
                    default:
                        if (c < 0x20 || c == 0x2028 || c == 0x2029) {
                            sb.append(String.format("\\u%04x", (int) c));
                        } else {
                            sb.append(c);
                        }
                }
            }
            sb.append('"');
        } else if (v instanceof Map) {
            sb.append('{');
            boolean first = true;
            for (Map.Entry<?, ?> e : ((Map<?, ?>) v).entrySet()) {
                if (!first) {
                    sb.append(',');
                }
                first = false;
                write(String.valueOf(e.getKey()), sb);
                sb.append(':');
                write(e.getValue(), sb);
            }
            sb.append('}');
        } else if (v instanceof List) {
            sb.append('[');
            boolean first = true;
            for (Object o : (List<?>) v) {
                if (!first) {
                    sb.append(',');
                }
                first = false;
                write(o, sb);
            }
            sb.append(']');
        } else {
            sb.append(v);
        }
    }
}
