// node packages/gg-sandbox-java/test/teavm-smoke.mjs — the SDK through the real toolchain.
//
// Not part of build.sh (it needs the TeaVM jars and the JVM arm's driver, and takes ~20 s): builds the
// SDK jar with build.sh, the JVM arm's jar and driver with packages/gg-sandbox-jvm/{fetch,build,
// assemble}.sh, compiles test/teavm/Program.java against the SDK jar (the request's `classpath`),
// runs the module under node's WASI through gg-sandbox-jvm/test/e2e.mjs --run, and compares
// standard output with test/teavm/expected.stdout. Exits 1 on any difference.
import { spawn, execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = path.resolve(here, "..");
const jvm = path.resolve(pkg, "../gg-sandbox-jvm");
const pins = JSON.parse(fs.readFileSync(path.resolve(pkg, "../../checkers/java.toolchain.json"), "utf8"));
const work = fs.mkdtempSync(path.join(os.tmpdir(), "gg-java-sdk-teavm-"));
const run = (cmd, args, env = {}) =>
  execFileSync(cmd, args, { encoding: "utf8", env: { ...process.env, ...env } }).trim().split("\n").pop();

const sdkJar = run(path.join(pkg, "build.sh"), [path.join(work, "java.sdk.jar")], { GG_SDK_SKIP_TESTS: "1" });
const teavm = run(path.join(jvm, "fetch.sh"), process.env.GG_JAVA_TEAVM ? [process.env.GG_JAVA_TEAVM] : []);
const jvmJar = run(path.join(jvm, "build.sh"), [path.join(work, "out")], { GG_JAVA_TEAVM: teavm });
const driverSrc = run(path.join(jvm, "assemble.sh"), [path.join(work, "out")]);
const java = path.join(process.env.GG_JAVA_HOME || pins.jdk.home, "bin", "java");
const cp = [...pins.jars.map((j) => path.join(teavm, j.file)), jvmJar].join(":");

const ws = path.join(work, "ws");
fs.mkdirSync(ws);
fs.copyFileSync(path.join(here, "teavm", "Program.java"), path.join(ws, "Program.java"));
fs.writeFileSync(path.join(ws, "GgEntry.java"), `public final class GgEntry {
    @org.teavm.interop.Export(name = "gg_run")
    public static void ggRun() throws Throwable {
        Program.main(new String[0]);
    }

    public static void main(String[] args) {
    }
}
`);

const driver = spawn(java, ["-XX:+UseSerialGC", "-Xss16m", "-cp", cp, driverSrc, "--teavm", teavm, "--sdk", jvmJar],
  { stdio: ["pipe", "pipe", "inherit"] });
const lines = readline.createInterface({ input: driver.stdout })[Symbol.asyncIterator]();
await lines.next(); // the handshake
driver.stdin.write(JSON.stringify({ id: "1", workspace: ws, target: path.join(ws, "program.wasm"), classpath: [sdkJar] }) + "\n");
const answer = JSON.parse((await lines.next()).value);
driver.stdin.end();
driver.kill();

let ok = answer.ok === true;
if (!ok) {
  console.log("FAIL build\n" + JSON.stringify(answer, null, 1));
} else {
  const r = spawnSync(process.execPath, ["--no-warnings", path.join(jvm, "test", "e2e.mjs"), "--run", answer.wasm], { encoding: "utf8" });
  const want = fs.readFileSync(path.join(here, "teavm", "expected.stdout"), "utf8");
  const header = "Exception in thread \"main\" gg.ApiError: `files.read-text-file` failed (not-found): no such file: {\"path\":\"uncaught.txt\"}\n";
  if (r.stdout !== want) {
    ok = false;
    console.log("FAIL stdout\n--- want\n" + want + "--- got\n" + r.stdout);
  }
  if (!r.stderr.startsWith(header)) {
    ok = false;
    console.log("FAIL stderr\n--- want a start of\n" + header + "--- got\n" + r.stderr);
  }
  console.log(`${ok ? "ok" : "FAIL"}: teavm ${answer.timings.teavm_ms} ms, ${answer.bytes} bytes`);
}
fs.rmSync(work, { recursive: true, force: true });
process.exit(ok ? 0 : 1);
