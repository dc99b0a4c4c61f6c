// Adds to ruby.wasm one exported function, `wizer.initialize`, that boots the
// VM (`ruby-init` with gg's arguments) and evaluates the boot script; wizer
// then snapshots the result. Section-level surgery (after sjlj.mjs has
// rewritten one function in place): a type, a function,
// an export and a code body are appended, so no index moves.
// Usage: node splice.mjs IN.wasm BOOT.rb OUT.wasm
import fs from 'node:fs';
import { readU, sleb, uleb } from './leb.mjs';
import { mendSetjmp } from './sjlj.mjs';

const [input, bootFile, output] = process.argv.slice(2);
const wasm = fs.readFileSync(input);
const boot = fs.readFileSync(bootFile);
const ARGS = ['ruby', '--disable-gems', '-EUTF-8:UTF-8', '-e_=0'];

const name = (s) => { const b = Buffer.from(s, 'utf8'); return [...uleb(b.length), ...b]; };

if (wasm.readUInt32LE(0) !== 0x6d736100 || wasm.readUInt32LE(4) !== 1) throw new Error(`${input} is not a core wasm module`);
const sections = [];
for (let pos = 8; pos < wasm.length;) {
  const id = wasm[pos];
  const [size, start] = readU(wasm, pos + 1);
  sections.push({ id, body: wasm.subarray(start, start + size) });
  pos = start + size;
}
const section = (id) => sections.find((s) => s.id === id) ?? (() => { throw new Error(`no section ${id}`); })();
// Appends `extra` entries to a vector section.
const append = (s, extra, count = 1) => {
  const [n, pos] = readU(s.body, 0);
  s.body = Buffer.concat([Buffer.from(uleb(n + count)), s.body.subarray(pos), Buffer.from(extra)]);
  return n;
};

// Function imports come first in the function index space.
let importedFuncs = 0;
{
  const b = section(2).body;
  let [n, pos] = readU(b, 0);
  for (let i = 0; i < n; i++) {
    for (let k = 0; k < 2; k++) { const [len, p] = readU(b, pos); pos = p + len; }
    const kind = b[pos++];
    if (kind !== 0) throw new Error('ruby.wasm imports something other than functions');
    [, pos] = readU(b, pos);
    importedFuncs++;
  }
}
const exports = new Map();
{
  const b = section(7).body;
  let [n, pos] = readU(b, 0);
  for (let i = 0; i < n; i++) {
    const [len, p] = readU(b, pos);
    const key = b.subarray(p, p + len).toString('utf8');
    const kind = b[p + len];
    const [index, next] = readU(b, p + len + 1);
    if (kind === 0) exports.set(key, index);
    pos = next;
  }
}
const func = (prefix) => {
  const hit = [...exports.keys()].filter((k) => k === prefix || k.startsWith(`${prefix}:`));
  if (hit.length !== 1) throw new Error(`ruby.wasm exports ${hit.length} functions named ${prefix}`);
  return exports.get(hit[0]);
};
// CRuby 3.4's setjmp emulation leaks on every escaping raise: see sjlj.mjs.
mendSetjmp(section, importedFuncs, func);
const realloc = func('cabi_realloc');
const rubyInit = func('ruby-init');
const evalProtect = func('rb-eval-string-protect');

// The body: locals 0 (a string's address) and 1 (the argument list's).
const code = [];
const call = (f) => code.push(0x10, ...uleb(f));
const i32 = (n) => code.push(0x41, ...sleb(n));
// Allocates `bytes` in the guest (cabi_realloc) and leaves the address in local 0.
const put = (bytes) => {
  i32(0); i32(0); i32(1); i32(bytes.length); call(realloc); code.push(0x21, 0);
  bytes.forEach((b, k) => { code.push(0x20, 0); i32(b); code.push(0x3a, 0, ...uleb(k)); });
};
i32(0); i32(0); i32(4); i32(ARGS.length * 8); call(realloc); code.push(0x21, 1);
ARGS.forEach((arg, i) => {
  const bytes = [...Buffer.from(`${arg}\0`)];
  put(bytes);
  code.push(0x20, 1, 0x20, 0, 0x36, 2, ...uleb(i * 8));
  code.push(0x20, 1); i32(bytes.length); code.push(0x36, 2, ...uleb(i * 8 + 4));
});
code.push(0x20, 1); i32(ARGS.length); call(rubyInit);
put([...boot]);
// rb-eval-string-protect returns the address of (value, state); a state
// other than 0 means the boot script raised: the build must fail.
code.push(0x20, 0); i32(boot.length); call(evalProtect);
code.push(0x28, 2, 4, 0x04, 0x40, 0x00, 0x0b); // i32.load offset=4; if; unreachable; end
code.push(0x0b);
const body = [0x01, 0x02, 0x7f, ...code]; // one local group: 2 × i32
const type = append(section(1), [0x60, 0x00, 0x00]);
const index = importedFuncs + append(section(3), uleb(type));
append(section(7), [...name('wizer.initialize'), 0x00, ...uleb(index)]);
append(section(10), [...uleb(body.length), ...body]);

const out = [wasm.subarray(0, 8)];
for (const s of sections) out.push(Buffer.from([s.id, ...uleb(s.body.length)]), s.body);
fs.writeFileSync(output, Buffer.concat(out));
