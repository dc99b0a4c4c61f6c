// Prototype (not part of the build): runs the snapshot under node's WASI the way
// sandbox/rbwasm.rs does under wasmtime, printing the program's output and the report.
// Usage: node run-under-node.mjs cruby.module.wasm PROGRAM.rb [FILE_NAME]
import fs from 'node:fs';
import { WASI } from 'node:wasi';
const [wasmFile, prog, file = 'main.rb'] = process.argv.slice(2);
const fd = fs.openSync(prog, 'r');
const wasi = new WASI({ version: 'preview1', args: [], env: {}, stdin: fd, returnOnExit: true });
const mod = new WebAssembly.Module(fs.readFileSync(wasmFile));
const imports = { wasi_snapshot_preview1: wasi.wasiImport, canonical_abi: {
  'resource_new_rb-abi-value': (h) => h, 'resource_get_rb-abi-value': (h) => h,
  'resource_drop_js-abi-value': () => { throw new Error('drop'); } }, 'rb-js-abi-host': {} };
for (const i of WebAssembly.Module.imports(mod)) if (i.module === 'rb-js-abi-host') imports[i.module][i.name] = () => { throw new Error('stub ' + i.name); };
const inst = new WebAssembly.Instance(mod, imports); wasi.initialize(inst);
const ex = inst.exports; const mem = () => new DataView(ex.memory.buffer);
const find = (p) => ex[Object.keys(ex).find((k) => k.startsWith(p))];
const code = Buffer.from(`RubyVM.__gg_run('${file}')`);
const at = ex.cabi_realloc(0, 0, 1, code.length);
new Uint8Array(ex.memory.buffer, at, code.length).set(code);
const t0 = performance.now();
let ret;
try { ret = find('rb-eval-string-protect')(at, code.length); } catch (e) { console.log('EXIT/TRAP', e.message); process.exit(0); }
const v = mem().getInt32(ret, true), st = mem().getInt32(ret + 4, true);
if (st) { console.log('state', st); process.exit(1); }
const r2 = find('rstring-ptr')(v);
const p = mem().getInt32(r2, true), l = mem().getInt32(r2 + 4, true);
console.log('\nREPORT', Buffer.from(ex.memory.buffer, p, l).toString(), (performance.now() - t0).toFixed(1), 'ms');
