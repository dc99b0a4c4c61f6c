// End-to-end test of the Java toolchain (node 20): fetch the pinned jars, build the
// gg-sandbox-jvm jar, assemble the driver, start it once (warm), build programs through the line
// protocol, and run every resulting core module under node's built-in WASI (preview1), with the
// gg:agent/math@0.1.0 imports answered from JS Math. Exits non-zero if any expectation fails.
//
//   node packages/gg-sandbox-jvm/test/e2e.mjs            # everything
//   node packages/gg-sandbox-jvm/test/e2e.mjs --run X.wasm   # (internal) run one module
//
// Environment: GG_JAVA_TEAVM (where the jars are; default fetch.sh's), GG_JAVA_HOME (default the
// pinned jdk.home), JAVA (the java binary, default $GG_JAVA_HOME/bin/java),
// GG_E2E_WARM (warm builds to time, default 10), GG_E2E_KEEP=1 keeps the work directory.
import { spawn, spawnSync, execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { fileURLToPath } from "node:url";

const MATH = "gg:agent/math@0.1.0";

if (process.argv[2] === "--run") {
  await runModule(process.argv[3]);
} else {
  process.exitCode = await main();
}

// ---------------------------------------------------------------------------------------------
// The guest side: one module, fresh, as gg will run it (_start initialises, gg_run is the turn).

async function runModule(file) {
  const { WASI } = await import("node:wasi");
  const bytes = fs.readFileSync(file);
  const module = await WebAssembly.compile(bytes);
  const wasi = new WASI({ version: "preview1", args: ["program"], env: {}, returnOnExit: true });
  const math = {};
  const missing = [];
  for (const imp of WebAssembly.Module.imports(module)) {
    if (imp.module === "wasi_snapshot_preview1") continue;
    if (imp.module !== MATH) {
      missing.push(`${imp.module}.${imp.name}`);
      continue;
    }
    const f = mathImport(imp.name);
    if (!f) missing.push(`${imp.module}.${imp.name}`);
    else math[imp.name] = f;
  }
  if (missing.length) {
    process.stderr.write(`runner: unanswerable imports: ${missing.join(", ")}\n`);
    process.exit(4);
  }
  const instance = await WebAssembly.instantiate(module, {
    wasi_snapshot_preview1: wasi.wasiImport,
    [MATH]: math,
  });
  try {
    wasi.start(instance);
    instance.exports.gg_run();
  } catch (e) {
    process.stderr.write(`wasm trap: ${e && e.message}\n`);
    process.exit(3);
  }
}

function mathImport(name) {
  switch (name) {
    case "isnan": return (x) => (Number.isNaN(x) ? 1 : 0);
    case "isinf": return (x) => (x === Infinity || x === -Infinity ? 1 : 0);
    case "isfinite": return (x) => (Number.isFinite(x) ? 1 : 0);
    case "nanoTime": return () => performance.now(); // TeaVM multiplies by 1e6: milliseconds
    case "getNativeOffset": return (t) => new Date(t).getTimezoneOffset();
    default: return typeof Math[name] === "function" ? Math[name] : null;
  }
}

// ---------------------------------------------------------------------------------------------
// The host side.

async function main() {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const pkg = path.resolve(here, "..");
  const pins = JSON.parse(fs.readFileSync(path.resolve(pkg, "../../checkers/java.toolchain.json"), "utf8"));
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "gg-jvm-e2e-"));
  const java = process.env.JAVA || path.join(process.env.GG_JAVA_HOME || pins.jdk.home, "bin", "java");

  const teavm = execFileSync(path.join(pkg, "fetch.sh"), process.env.GG_JAVA_TEAVM ? [process.env.GG_JAVA_TEAVM] : [],
    { encoding: "utf8" }).trim().split("\n").pop();
  const sdk = execFileSync(path.join(pkg, "build.sh"), [path.join(work, "out")],
    { encoding: "utf8", env: { ...process.env, GG_JAVA_TEAVM: teavm } }).trim().split("\n").pop();
  const driverSrc = execFileSync(path.join(pkg, "assemble.sh"), [path.join(work, "out")], { encoding: "utf8" })
    .trim().split("\n").pop();
  const cp = [...pins.jars.map((j) => path.join(teavm, j.file)), sdk].join(":");

  const results = [];
  const check = (name, ok, detail) => {
    results.push({ name, ok });
    console.log(`${ok ? "ok  " : "FAIL"} ${name}${ok ? "" : `\n     ${String(detail).replace(/\n/g, "\n     ")}`}`);
  };

  // Start the driver once; every build below goes through this one warm JVM.
  const t0 = performance.now();
  const driver = spawn(java, ["-XX:+UseSerialGC", "-Xss16m", "-cp", cp, driverSrc, "--teavm", teavm, "--sdk", sdk],
    { stdio: ["pipe", "pipe", "pipe"] });
  let driverErr = "";
  driver.stderr.on("data", (d) => { driverErr += d; });
  const lines = readline.createInterface({ input: driver.stdout });
  const pending = [];
  const queued = [];
  lines.on("line", (line) => {
    const waiter = pending.shift();
    if (waiter) waiter(line); else queued.push(line);
  });
  const nextLine = () => new Promise((resolve, reject) => {
    if (queued.length) return resolve(queued.shift());
    const timer = setTimeout(() => reject(new Error(`driver silent for 180 s; stderr:\n${driverErr}`)), 180_000);
    pending.push((l) => { clearTimeout(timer); resolve(l); });
  });
  driver.on("exit", (code) => {
    for (const w of pending.splice(0)) w(JSON.stringify({ fatal: `driver exited ${code}: ${driverErr}` }));
  });

  let failed = false;
  try {
    const hello = JSON.parse(await nextLine());
    const tHandshake = performance.now();
    check("handshake names the pinned protocol, JDK and TeaVM",
      hello.protocol === pins.protocol && hello.teavm === pins.teavm.version && hello.jdk_feature === pins.jdk.feature,
      JSON.stringify(hello));

    let seq = 0;
    const build = async (name, program, opts = {}) => {
      const ws = path.join(work, name);
      fs.mkdirSync(ws, { recursive: true });
      fs.writeFileSync(path.join(ws, "Program.java"), program);
      fs.writeFileSync(path.join(ws, "GgEntry.java"), ggEntry());
      const req = { id: String(++seq), workspace: ws, target: path.join(ws, "program.wasm"), ...opts };
      const t = performance.now();
      driver.stdin.write(JSON.stringify(req) + "\n");
      const answer = JSON.parse(await nextLine());
      answer.wall_ms = performance.now() - t;
      return answer;
    };
    const run = (answer) => {
      if (!answer.ok) return { status: -1, stdout: "", stderr: JSON.stringify(answer, null, 1) };
      const r = spawnSync(process.execPath, ["--no-warnings", fileURLToPath(import.meta.url), "--run", answer.wasm],
        { encoding: "utf8", timeout: 60_000 });
      return { status: r.status, stdout: r.stdout, stderr: r.stderr };
    };
    const show = (a, r) => JSON.stringify({ answer: a, run: r }, null, 1);

    // 1. hello world, and the cold figure: JVM start + handshake + first build.
    {
      const a = await build("hello", `public final class Program {
    public static void main(String[] args) {
        System.out.println("Hello, world!");
        System.out.print("no newline");
    }
}
`);
      const tFirst = performance.now();
      console.log(`timing: JVM start to handshake ${(tHandshake - t0).toFixed(0)} ms; ` +
        `JVM start + first build ${(tFirst - t0).toFixed(0)} ms (driver: ${JSON.stringify(a.timings)})`);
      const r = run(a);
      check("hello world prints through System.out", r.status === 0 && r.stdout === "Hello, world!\nno newline", show(a, r));
      const imports = a.ok ? WebAssembly.Module.imports(new WebAssembly.Module(fs.readFileSync(a.wasm))) : [];
      const stray = imports.filter((i) => i.module !== "wasi_snapshot_preview1" && i.module !== MATH);
      check("the module imports only wasi_snapshot_preview1 and " + MATH, a.ok && stray.length === 0,
        JSON.stringify(imports));
    }

    // 2. NullPointerException: header, then the program's own frame.
    {
      const a = await build("npe", `public final class Program {
    static String name(int n) {
        return n > 100 ? "big" : null;
    }

    public static void main(String[] args) {
        String s = name(args.length);
        System.out.println(s.length());
    }
}
`);
      const r = run(a);
      check("NullPointerException prints its header and at Program.main(Program.java:8)",
        r.status === 3 && r.stderr.startsWith('Exception in thread "main" java.lang.NullPointerException\n')
          && r.stderr.includes("\tat Program.main(Program.java:8)\n"), show(a, r));
    }

    // 3. A program's own exception class with a message, thrown two frames down.
    {
      const a = await build("own", `import java.util.ArrayDeque;

public final class Program {
    static void brew(ArrayDeque<String> pot) {
        if (pot.isEmpty()) {
            throw new OutOfCoffee("the pot is empty (" + pot.size() + " cups)");
        }
    }

    public static void main(String[] args) {
        brew(new ArrayDeque<>());
    }
}

class OutOfCoffee extends RuntimeException {
    OutOfCoffee(String message) {
        super(message);
    }
}
`);
      const r = run(a);
      check("a program's own exception prints `OutOfCoffee: message` and both frames",
        r.status === 3 && r.stderr.startsWith('Exception in thread "main" OutOfCoffee: the pot is empty (0 cups)\n')
          && r.stderr.includes("\tat Program.brew(Program.java:6)\n")
          && r.stderr.includes("\tat Program.main(Program.java:11)\n"), show(a, r));
    }

    // 4. A JDK exception thrown from the classlib (java.util.EmptyStackException), caught ones ignored.
    {
      const a = await build("stack", `import java.util.Stack;

public final class Program {
    public static void main(String[] args) {
        try {
            Integer.parseInt("x");
        } catch (NumberFormatException e) {
            System.out.println("caught " + e.getClass().getSimpleName());
        }
        new Stack<String>().pop();
    }
}
`);
      const r = run(a);
      check("a classlib exception is named (java.util.EmptyStackException) after a caught one",
        r.status === 3 && r.stdout === "caught NumberFormatException\n"
          && r.stderr.startsWith('Exception in thread "main" java.util.EmptyStackException\n')
          && r.stderr.includes("\tat Program.main(Program.java:10)\n"), show(a, r));
    }

    // 5. Math through gg:agent/math.
    {
      const a = await build("math", `public final class Program {
    public static void main(String[] args) {
        double x = Math.sin(1.0) + Math.cos(0.0) + Math.sqrt(2.0) + Math.pow(2.0, 10) + Math.exp(1.0) + Math.log(10.0)
            + Math.atan2(1.0, 1.0) + Math.floor(2.5) + Math.ceil(2.5) + Math.tan(0.5) + Math.asin(0.5) + Math.acos(0.5)
            + Math.atan(1.0) + Math.cbrt(27.0) + Math.hypot(3.0, 4.0) + Math.log10(1000.0) + Math.sinh(1.0)
            + Math.random() * 0;
        System.out.println(Math.sin(1.0));
        System.out.println(Double.isNaN(x) || Double.isInfinite(x) ? "bad" : "finite");
        System.out.println(System.nanoTime() > 0);
    }
}
`);
      const r = run(a);
      const imports = a.ok ? WebAssembly.Module.imports(new WebAssembly.Module(fs.readFileSync(a.wasm))) : [];
      console.log(`info: math imports of the Math program: ${imports.filter((i) => i.module === MATH).map((i) => i.name).join(", ")}`);
      check("Math.sin(1.0) prints 0.8414709848078965 through " + MATH,
        r.status === 0 && r.stdout === "0.8414709848078965\nfinite\ntrue\n", show(a, r));
    }

    // 6. java.util.regex.
    {
      const a = await build("regex", `import java.util.regex.Matcher;
import java.util.regex.Pattern;

public final class Program {
    public static void main(String[] args) {
        Matcher m = Pattern.compile("(\\\\w+)@(\\\\w+)\\\\.com").matcher("write to bob@example.com today");
        if (m.find()) {
            System.out.println(m.group(1) + " at " + m.group(2));
        }
        System.out.println("a1b22c333".replaceAll("[0-9]+", "#"));
        System.out.println(String.join("|", "x, y,z".split(",\\\\s*")));
        System.out.println(Pattern.matches("[a-f]{3}\\\\d?", "abc7"));
    }
}
`);
      const r = run(a);
      check("java.util.regex finds, replaces, splits and matches",
        r.status === 0 && r.stdout === "bob at example\na#b#c#\nx|y|z\ntrue\n", show(a, r));
    }

    // 7. A syntax error, located.
    {
      const a = await build("syntax", `public final class Program {
    public static void main(String[] args) {
        int x = 1
        System.out.println(x);
    }
}
`);
      const d = (a.diagnostics || [])[0] || {};
      check("a syntax error is band syntax at Program.java:3",
        !a.ok && a.band === "syntax" && a.exit === 20 && d.file === "Program.java" && d.line === 3 && d.kind === "syntax",
        JSON.stringify(a));
    }

    // 8. A type error, located.
    {
      const a = await build("type", `public final class Program {
    public static void main(String[] args) {
        String s = "text";
        int n = s;
        System.out.println(n);
    }
}
`);
      const d = (a.diagnostics || [])[0] || {};
      check("a type error is band compile at Program.java:4:17",
        !a.ok && a.band === "compile" && a.exit === 21 && d.file === "Program.java" && d.line === 4 && d.column === 17
          && d.kind === "compile" && /incompatible types/.test(d.message), JSON.stringify(a));
    }

    // 9. A public class with the wrong name.
    {
      const a = await build("wrongname", `import java.util.List;

public class Something {
    public static void main(String[] args) {
        System.out.println(List.of(1));
    }
}
`);
      const d = (a.diagnostics || []).find((x) => x.file === "Program.java") || {};
      check("a public class with the wrong name is javac's own located diagnostic",
        !a.ok && a.band === "compile" && d.line === 3
          && d.message === "class Something is public, should be declared in a file named Something.java",
        JSON.stringify(a));
    }

    // 10. Integer division by zero throws an ArithmeticException the program catches; a folded one is a
    // compile error.
    {
      const a = await build("divzero", `public final class Program {
    public static void main(String[] args) {
        int zero = Integer.parseInt(args.length > 0 ? args[0] : "0");
        try {
            System.out.println(7 / zero);
        } catch (ArithmeticException e) {
            System.out.println("caught");
        }
    }
}
`);
      const r = run(a);
      check("integer division by zero is an ArithmeticException the program catches",
        r.status === 0 && r.stdout === "caught\n", show(a, r));
      const b = await build("divfold", `public final class Program {
    public static void main(String[] args) {
        int x = 7 / 0;
        System.out.println(x);
    }
}
`);
      const d = (b.diagnostics || [])[0] || {};
      check("a constant 7 / 0 is TeaVM's fold: band compile carrying java.lang.ArithmeticException",
        !b.ok && b.band === "compile" && d.file === "Program.java" && /java\.lang\.ArithmeticException/.test(d.message),
        JSON.stringify(b));
    }

    // 11. Thread.start.
    {
      const a = await build("thread", `public final class Program {
    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> System.out.println("in thread"));
        t.start();
        t.join();
        System.out.println("joined");
    }
}
`);
      const r = a.ok ? run(a) : null;
      console.log(`info: Thread.start: ${JSON.stringify({ answer: a, run: r })}`);
      const d = (a.diagnostics || [])[0] || {};
      check("Thread.start is refused at build time, located at the program's call (Program.java:4)",
        !a.ok && a.band === "compile" && d.file === "Program.java" && d.line === 4 && /Thread\.start\(\) is refused/.test(d.message),
        show(a, r));
    }

    // 11b. Pattern switches (Java 21): with record patterns, guards and case null they build and
    //      run at --release 21; javac 17 at --release 17 refuses them.
    {
      const a = await build("switchpattern", `public final class Program {
    sealed interface Shape permits Circle, Square, Rect {}
    record Circle(double r) implements Shape {}
    record Square(double side) implements Shape {}
    record Rect(double w, double h) implements Shape {}

    static String describe(Object o) {
        return switch (o) {
            case null -> "null";
            case Circle c when c.r() > 10 -> "big circle";
            case Circle c -> "circle " + c.r();
            case Rect(double w, double h) -> "rect " + (w * h);
            case String s -> "string " + s.length();
            default -> "other " + o;
        };
    }

    static double area(Shape s) {
        return switch (s) {
            case Circle c -> Math.PI * c.r() * c.r();
            case Square q -> q.side() * q.side();
            case Rect(var w, var h) -> w * h;
        };
    }

    public static void main(String[] args) {
        System.out.println(describe(new Circle(1)) + "; " + describe(new Circle(20)) + "; " + describe(new Rect(2, 3))
            + "; " + describe("abc") + "; " + describe(null) + "; " + describe(42));
        System.out.println(area(new Square(3)) + " " + area(new Rect(2, 5)));
    }
}
`);
      if (pins.jdk.release >= 21) {
        const r = run(a);
        check("Java 21 pattern switches (record patterns, guards, case null, sealed exhaustiveness) build and run",
          r.status === 0 && r.stdout === "circle 1.0; big circle; rect 6.0; string 3; null; other 42\n9.0 10.0\n",
          show(a, r));
      } else {
        // javac 17 knows pattern switches only as a preview, without `when` guards or record
        // patterns: its first diagnostic names the preview feature, the rest are its parse errors.
        const d = (a.diagnostics || [])[0] || {};
        check("a pattern switch at --release 17 is refused by javac 17 as a disabled preview feature",
          !a.ok && (a.band === "compile" || a.band === "syntax") && d.file === "Program.java"
            && d.code === "compiler.err.preview.feature.disabled.plural" && d.kind === "compile", JSON.stringify(a));
      }
    }

    // 11c. Thread.sleep: TeaVM would suspend the fiber and need a scheduler gg does not pump.
    {
      const a = await build("sleep", `public final class Program {
    public static void main(String[] args) throws InterruptedException {
        System.out.println("before");
        Thread.sleep(1);
        System.out.println("after");
    }
}
`);
      const d = (a.diagnostics || [])[0] || {};
      console.log(`info: Thread.sleep: ${JSON.stringify(a.diagnostics || a)}`);
      check("Thread.sleep is refused at build time at Program.java:4 (it would suspend the only thread)",
        !a.ok && a.band === "compile" && d.file === "Program.java" && d.line === 4
          && /java\.lang\.Thread\.sleep\(\) is refused/.test(d.message), JSON.stringify(a));
    }

    // 11d. A classlib method TeaVM implements with a host import gg does not answer.
    {
      const a = await build("date", `import java.util.Date;

public final class Program {
    public static void main(String[] args) {
        Date epoch = new Date(0L);
        System.out.println(epoch.getTime());
        System.out.println(epoch);
    }
}
`);
      const d = (a.diagnostics || [])[0] || {};
      check("Date.toString (host import teavm.dateToString) is refused at Program.java:7",
        !a.ok && a.band === "compile" && d.file === "Program.java" && d.line === 7
          && /teavm\.dateToString/.test(d.message), JSON.stringify(a));
    }

    // 12. Java 17 language: records, sealed interfaces, text blocks, var, instanceof patterns,
    //     switch expressions; enums with values(); lambdas and streams.
    {
      const a = await build("lang17", `import java.util.List;
import java.util.stream.Collectors;

public final class Program {
    sealed interface Shape permits Circle, Square {}
    record Circle(double r) implements Shape {}
    record Square(double side) implements Shape {}
    enum Size { SMALL, LARGE }

    static double area(Shape s) {
        if (s instanceof Circle c) {
            return Math.PI * c.r() * c.r();
        } else if (s instanceof Square q) {
            return q.side() * q.side();
        }
        throw new IllegalStateException();
    }

    public static void main(String[] args) {
        var shapes = List.of(new Circle(1), new Square(2));
        String block = """
            shapes:
              %d
            """.formatted(shapes.size());
        System.out.print(block);
        for (var s : shapes) {
            Size size = s instanceof Circle ? Size.SMALL : Size.LARGE;
            String label = switch (size) {
                case SMALL -> "small";
                case LARGE -> "large";
            };
            System.out.println(s + " " + label + " " + Math.round(area(s) * 100) / 100.0);
        }
        System.out.println(new Square(2).equals(new Square(2)) + " " + Size.values().length);
        System.out.println(shapes.stream().map(x -> x.getClass().getSimpleName()).collect(Collectors.joining(",")));
    }
}
`);
      const r = run(a);
      check("Java 17: records, sealed interfaces, text blocks, var, instanceof patterns, switch expressions",
        r.status === 0 && r.stdout === "shapes:\n  2\nCircle[r=1.0] small 3.14\nSquare[side=2.0] large 4.0\ntrue 2\nCircle,Square\n",
        show(a, r));
    }

    // 13. Warm builds: a 20-line program, GG_E2E_WARM times.
    {
      const n = Number(process.env.GG_E2E_WARM || 10);
      const walls = [];
      const drivers = [];
      for (let i = 0; i < n; i++) {
        const a = await build("warm", warmProgram(i));
        if (!a.ok) {
          check("warm build", false, JSON.stringify(a));
          break;
        }
        walls.push(a.wall_ms);
        drivers.push(a.timings);
      }
      if (walls.length === n) {
        const r = run(await build("warm", warmProgram(n)));
        check("the warm-built program runs", r.status === 0 && r.stdout === warmExpected(n), JSON.stringify(r));
        const sorted = [...walls].sort((x, y) => x - y);
        const pct = (p) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
        console.log(`timing: warm build of a 20-line program, n=${n}: p50 ${pct(0.5).toFixed(0)} ms, ` +
          `p90 ${pct(0.9).toFixed(0)} ms, min ${sorted[0].toFixed(0)} ms, max ${sorted[n - 1].toFixed(0)} ms`);
        console.log(`timing: driver split (compile_ms/teavm_ms) ${drivers.map((t) => `${t.compile_ms}/${t.teavm_ms}`).join(" ")}`);
      }
    }
  } catch (e) {
    check("the test itself ran to the end", false, e.stack);
  } finally {
    driver.stdin.end();
    await new Promise((resolve) => {
      const timer = setTimeout(() => { driver.kill(); resolve(); }, 10_000);
      driver.on("close", () => { clearTimeout(timer); resolve(); });
    });
    if (process.env.GG_E2E_KEEP) console.log(`work directory kept: ${work}`);
    else fs.rmSync(work, { recursive: true, force: true });
  }
  const passed = results.filter((r) => r.ok).length;
  failed = passed !== results.length;
  console.log(`${passed} passed, ${results.length - passed} failed`);
  return failed ? 1 : 0;
}

// GgEntry.java as the host will write it for the spike (gg writes it, the driver never does).
function ggEntry() {
  return `public final class GgEntry {
    @org.teavm.interop.Export(name = "gg_run")
    public static void ggRun() throws Throwable {
        Program.main(new String[0]);
    }

    public static void main(String[] args) {
    }
}
`;
}

function warmExpected(i) {
  const score = (w) => [...w].reduce((s, c) => s + c.charCodeAt(0) - 97 + 1, 0);
  const sum = ["alpha", "beta", "gamma", `delta${i}`].map(score).reduce((a, b) => a + b, 0);
  return `sum ${sum} ${i}\n`;
}

function warmProgram(i) {
  return `import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public final class Program {
    static int score(String word) {
        int s = 0;
        for (char c : word.toCharArray()) {
            s += c - 'a' + 1;
        }
        return s;
    }

    public static void main(String[] args) {
        List<String> words = new ArrayList<>(List.of("alpha", "beta", "gamma", "delta${i}"));
        Map<String, Integer> scores = new HashMap<>();
        for (String w : words) scores.put(w, score(w));
        System.out.println("sum " + scores.values().stream().mapToInt(Integer::intValue).sum() + " " + ${i});
    }
}
`;
}
