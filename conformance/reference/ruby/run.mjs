// run.mjs — the conformance harness's Ruby reference: run Ruby programs under CRuby 3.4 (ruby.wasm, WASI preview1) in node.
//
// Setup (once, in this directory):
//   npm ci (package.json and package-lock.json pin both packages)
//
// Usage:
//   node run.mjs PROG.rb
//       Acts like `ruby PROG.rb`: the program's stdout goes to stdout, the
//       uncaught exception report (CRuby 3.4 format) to stderr, and the exit
//       status is CRuby's (0, 1 for an uncaught exception, N for `exit N`,
//       1 for `abort`).
//   node run.mjs --json PROG.rb [PROG2.rb ...]
//       Runs each program in a fresh VM and prints one JSON object per line:
//       {"file", "status", "stdout", "stderr",
//        "exception": null | {"class", "message", "path", "line"}}
//       "exception" is the uncaught exception (SystemExit from exit/abort is
//       not reported there; see "status"). "line" is the line of the first
//       backtrace entry, i.e. the line CRuby prints in "FILE:LINE:in ...".
//
// How it works: the 3.4 wasm build is a reactor (no _start), so the script
// boots the VM and `load`s the program from a WASI preopen of its directory,
// with $0 set to the program's path. at_exit blocks are collected and run
// after the program (newest first), as CRuby does at exit. Backtrace lines
// are rewritten to show the path as given and '<main>' for the top frame.
// Each program gets a fresh VM in its own worker thread (large stack).
// "class": "__run34_crash__" in --json output means the wasm VM itself
// crashed (not a Ruby exception).
//
// Known gaps vs native CRuby 3.4 (this wasm build is RUBY_VERSION 3.4.1):
//  - bigdecimal (a bundled gem since 3.4) is not in ruby+stdlib.wasm.
//  - Deep C-level recursion (blocks or Hash default procs nested ~1000 deep)
//    traps in ruby.wasm ("unreachable" -> __run34_crash__) instead of working
//    or raising SystemStackError; plain method recursion raises
//    SystemStackError as native CRuby does.
//  - The VM runs with -EUTF-8, i.e. like CRuby under a UTF-8 locale; String
//    #inspect of non-ASCII text differs if native CRuby runs under LANG=C.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";

process.removeAllListeners("warning"); // silence node's "WASI is experimental"
const { WASI } = await import("node:wasi");
const { RubyVM } = await import("@ruby/wasm-wasi");

// Each program runs in its own worker thread with a large stack: CRuby in
// wasm uses far more native stack per Ruby<->C re-entry than native CRuby
// (e.g. a Hash default proc recursing 90 deep overflowed node's default
// ~1 MB JS stack), so the default limit would crash programs CRuby runs.
const STACK_MB = 512;

const WASM = new URL("./node_modules/@ruby/3.4-wasm-wasi/dist/ruby+stdlib.wasm", import.meta.url);

const rubyStr = (s) => JSON.stringify(s); // JSON string literal is a valid Ruby "..." literal for plain paths
const rubyLit = (s) => "'" + s.replace(/\\/g, "\\\\").replace(/'/g, "\\'") + "'";

function driver(guestPath, shownPath) {
  return `
$__run34_at_exit = []
module Kernel
  private def at_exit(&blk) = ($__run34_at_exit << blk; blk)
  def self.at_exit(&blk) = ($__run34_at_exit << blk; blk)
end
$0 = ${rubyLit(guestPath)}
__run34_status = 0
__run34_exc = nil
begin
  load ${rubyLit(guestPath)}
rescue SystemExit => e
  __run34_status = e.status
rescue Exception => e
  __run34_exc = e
  __run34_status = 1
end
until $__run34_at_exit.empty?
  blk = $__run34_at_exit.pop
  begin
    blk.call
  rescue SystemExit => e
    __run34_status = e.status
  rescue Exception => e
    __run34_exc = e
    __run34_status = 1
  end
end
begin; $stdout.flush; rescue Exception; end
__run34_info = nil
if __run34_exc
  e = __run34_exc
  gp = ${rubyLit(guestPath)}
  bt = e.backtrace || []
  top = bt.index { |l| l.start_with?(gp + ":") && l.end_with?("'<top (required)>'") }
  bt = top ? bt[0..top] : bt.reject { |l| l.start_with?("eval:", "-e:") || l.include?(":in 'Kernel.eval'") }
  bt = bt.map { |l| l.sub(gp, ${rubyLit(shownPath)}).sub("'<top (required)>'", "'<main>'") }
  first = bt.first.to_s
  m = first.match(/\\A(.*?):(\\d+):/)
  e.set_backtrace(bt) rescue nil
  msg = (e.message rescue "")
  msg = msg.gsub(gp, ${rubyLit(shownPath)})
  if e.is_a?(SyntaxError)
    # CRuby reports a syntax error of the main script before running it; the
    # line is the first "PATH:LINE:" in the message.
    sm = msg.match(/(?:\\A|\\n)(?:#{Regexp.escape(${rubyLit(shownPath)})}):(\\d+):/) || msg.match(/:(\\d+):/)
    m = sm && [nil, ${rubyLit(shownPath)}, sm[1]]
    $stderr.write(msg.end_with?("\\n") ? msg : msg + "\\n")
  else
    text = begin
      e.full_message(highlight: false, order: :top)
    rescue Exception
      "#{first}: #{msg} (#{e.class})\\n"
    end
    $stderr.write(text)
  end
  __run34_info = [e.class.name || e.class.inspect, msg, m ? m[1] : nil, m ? m[2].to_i : nil]
end
begin; $stderr.flush; rescue Exception; end
require "json"
JSON.generate({ "status" => __run34_status, "exception" => __run34_info && %w[class message path line].zip(__run34_info).to_h })
`;
}

async function runInWorker({ file, capture, module }) {
  const abs = path.resolve(file);
  const dir = path.dirname(abs);
  const guestDir = "/__prog";
  const guestPath = guestDir + "/" + path.basename(abs);
  let outFd = 1, errFd = 2, tmp = null;
  if (capture) {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "run34-"));
    outFd = fs.openSync(path.join(tmp, "out"), "w+");
    errFd = fs.openSync(path.join(tmp, "err"), "w+");
  }
  const wasi = new WASI({
    version: "preview1",
    args: ["ruby"],
    env: { LANG: "C.UTF-8" },
    preopens: { [guestDir]: dir },
    stdout: outFd,
    stderr: errFd,
    returnOnExit: true,
  });
  let result;
  try {
    // Node 20's WASI functions segfault intermittently when wasm calls them
    // directly (seen with Prism/error_highlight); plain JS wrappers avoid it.
    const wasiImport = {};
    for (const [k, fn] of Object.entries(wasi.wasiImport)) wasiImport[k] = (...a) => fn(...a);
    const wasip1 = { wasiImport, initialize: (inst) => wasi.initialize(inst) };
    const { vm } = await RubyVM.instantiateModule({ module, wasip1 });
    result = JSON.parse(vm.eval(driver(guestPath, file)).toString());
  } catch (err) {
    result = { status: 1, exception: { class: "__run34_crash__", message: String(err && err.message || err), path: null, line: null } };
  }
  if (capture) {
    result.stdout = fs.readFileSync(path.join(tmp, "out"), "utf8");
    result.stderr = fs.readFileSync(path.join(tmp, "err"), "utf8");
    fs.closeSync(outFd); fs.closeSync(errFd);
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return { file, ...result };
}

function runOne(module, file, capture) {
  return new Promise((resolve) => {
    let done = false;
    const w = new Worker(new URL(import.meta.url), {
      workerData: { file, capture, module },
      resourceLimits: { stackSizeMb: STACK_MB },
    });
    w.once("message", (r) => { done = true; resolve(r); });
    w.once("error", (err) => {
      if (!done) { done = true; resolve({ file, status: 1, exception: { class: "__run34_crash__", message: String(err && err.message || err), path: null, line: null } }); }
    });
    w.once("exit", (code) => {
      if (!done) { done = true; resolve({ file, status: 1, exception: { class: "__run34_crash__", message: "worker exited with code " + code, path: null, line: null } }); }
    });
  });
}

if (!isMainThread) {
  const r = await runInWorker(workerData);
  parentPort.postMessage(r);
} else {
  const argv = process.argv.slice(2);
  const json = argv[0] === "--json";
  const files = json ? argv.slice(1) : argv;
  if (files.length === 0 || (!json && files.length !== 1)) {
    console.error("usage: node run.mjs PROG.rb | node run.mjs --json PROG.rb [...]");
    process.exit(2);
  }
  const module = await WebAssembly.compile(fs.readFileSync(WASM));
  if (json) {
    for (const f of files) {
      const r = await runOne(module, f, true);
      process.stdout.write(JSON.stringify({ file: r.file, status: r.status, stdout: r.stdout ?? "", stderr: r.stderr ?? "", exception: r.exception }) + "\n");
    }
  } else {
    const r = await runOne(module, files[0], false);
    if (r.exception && r.exception.class === "__run34_crash__") process.stderr.write("run34: VM crashed: " + r.exception.message + "\n");
    process.exitCode = r.status;
  }
}
