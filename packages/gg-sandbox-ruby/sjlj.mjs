// Mends two leaks in CRuby 3.4's setjmp/longjmp emulation for WASI (its
// Asyncify-based `rb_wasm_try_catch`), by rewriting one function of the
// pinned ruby.wasm: `rb_wasm_try_catch_loop_run`, the trampoline through
// which `vm_exec` runs Ruby code and catches what is thrown to its own tag.
//
// 1. The C stack pointer. When the loop catches a longjmp, the frames the
//    unwind abandoned never ran their epilogues, so `__stack_pointer` stays
//    where the deepest of them left it; the handler then runs below that
//    and the C stack creeps down by the depth of every rescued raise.
//    CRuby's conservative collector scans that dead region and keeps every
//    object it finds there alive, and about 40,000 rescued raises in one
//    `vm_exec` run off the 16 MiB stack (a trap). The patch puts the stack
//    pointer back to `vm_exec`'s own frame (its base is `try_catch` less
//    12 bytes: read from `vm_exec`'s code below) before the handler runs,
//    which is what CRuby 4.0 does (its try_catch records the pointer).
// 2. The jump buffer. `vm_exec` allocates its tag's 24,600-byte buffer on
//    the heap and frees it when it pops the tag, but when an exception
//    leaves a `vm_exec` (`vm_exec_handle_exception` sets `ec->tag` to the
//    tag's `prev` and longjmps there) that pop never runs: a raise out of a
//    block a C method called (`items.each { raise ... }`, `Method#call`)
//    leaked 24 KB, and ten thousand of them reach gg's 256 MiB cap. The
//    patch notices, on the loop's way out, that the unwind is such an
//    escape (a longjmp to another buffer, with `ec->tag` already moved to
//    this tag's `prev`), and queues the buffer; the next `vm_exec` frees
//    the queue when it enters in the normal Asyncify state (freeing during
//    the unwind itself would run instrumented code mid-unwind).
//
// Nothing here is guessed at run time: the two functions are found by
// index and checked byte for byte (SHA-256) against the pinned package, the
// addresses the patch uses are read out of their code, and a different
// ruby.wasm fails the build, saying so.
import crypto from 'node:crypto';
import { readS, readU, sleb, uleb } from './leb.mjs';

// `@ruby/3.4-wasm-wasi` 2.10.1's `dist/ruby+stdlib.wasm` (function index,
// body length, SHA-256 of the body).
const LOOP_RUN = { index: 9773, length: 176, sha256: 'cd4bd3c55434c3ec236872da86ae85c3f27954e9518cefea425529238a859c41' };
const VM_EXEC = { index: 8423, length: 463, sha256: '0d321335118f179cc8b44429a6e69de123b40d5de77ef5e7b29a25d39b0fa362' };


// The bodies of the code section, each as [start, end) within it.
function bodies(code) {
  const out = [];
  let [n, pos] = readU(code, 0);
  for (let i = 0; i < n; i++) {
    const [size, start] = readU(code, pos);
    out.push([start, start + size]);
    pos = start + size;
  }
  return out;
}

// The one place `bytes` occurs in `body`, or a build failure.
function only(body, bytes, what) {
  const needle = Buffer.from(bytes);
  const at = body.indexOf(needle);
  if (at < 0 || body.indexOf(needle, at + 1) >= 0) throw new Error(`sjlj: ${what} is not found exactly once`);
  return at;
}

/**
 * Rewrites `rb_wasm_try_catch_loop_run` in place. `section(id)` returns a
 * section ({ body }); `importedFuncs` counts the function imports;
 * `exportIndex(name)` is an exported function's index (splice.mjs's `func`).
 */
export function mendSetjmp(section, importedFuncs, exportIndex) {
  const code = section(10);
  const ranges = bodies(code.body);
  const body = (f) => {
    const [start, end] = ranges[f.index - importedFuncs];
    const b = code.body.subarray(start, end);
    const sha = crypto.createHash('sha256').update(b).digest('hex');
    if (b.length !== f.length || sha !== f.sha256) {
      throw new Error(`sjlj: function ${f.index} of ruby.wasm is not the one this patch was written for ` +
        `(${b.length} bytes, sha256 ${sha}): re-derive packages/gg-sandbox-ruby/sjlj.mjs for the new package`);
    }
    return b;
  };
  const loopRun = body(LOOP_RUN);
  const vmExec = body(VM_EXEC);
  const stopRewind = exportIndex('asyncify_stop_rewind');
  const call = (f) => [0x10, ...uleb(f)];

  // From vm_exec: its frame (`global.get 0; i32.const -64; i32.add`), the
  // offset of `try_catch` in it (`local.get 1; i32.const 12; i32.add`
  // passed to the loop), and ruby_xfree (the call that frees the tag's
  // buffer after the loop returns: `i32.load offset=48; call xfree`).
  only(vmExec, [0x23, 0x00, 0x41, ...sleb(-64), 0x6a], "vm_exec's frame");
  const tryCatchOffset = 12;
  const passed = only(vmExec, [0x20, 0x03, 0x20, 0x04, ...call(LOOP_RUN.index)], "vm_exec's call of the loop");
  only(vmExec.subarray(0, passed), [0x20, 0x01, 0x41, tryCatchOffset, 0x6a, 0x21, 0x03], "try_catch's place in vm_exec's frame");
  const freeAt = only(vmExec, [0x20, 0x01, 0x28, 0x02, 48, 0x10], "vm_exec's free of the tag's buffer") + 6;
  const [xfree] = readU(vmExec, freeAt);

  // From the loop: `_rb_wasm_active_jmpbuf`'s address (compared with the
  // target), and where the jump buffer keeps its state.
  const activeAt = only(loopRun, [0x0d, 0x00, 0x41], 'the active jump buffer') + 3;
  const [active] = readS(loopRun, activeAt);
  if (!loopRun.includes(Buffer.from([0x20, 0x01, 0x41, 0x02, 0x36, 0x02, ...uleb(24596)]))) {
    throw new Error("sjlj: the jump buffer's state is not at 24596");
  }
  const STATE = 24596;
  const RETURNING = 3;

  // Globals: 0 is __stack_pointer (i32, mutable), 1 Asyncify's state
  // (0 normal, 1 unwinding, 2 rewinding); a new one holds the queue of
  // buffers to free, each linking the next through its first word.
  const globals = section(6);
  const [count] = readU(globals.body, 0);
  if (count !== 3) throw new Error(`sjlj: ruby.wasm has ${count} globals, not 3`);
  const queue = count;
  {
    const [, pos] = readU(globals.body, 0);
    globals.body = Buffer.concat([Buffer.from(uleb(count + 1)), globals.body.subarray(pos), Buffer.from([0x7f, 0x01, 0x41, 0x00, 0x0b])]);
  }

  // The original body: one local group (2 × i32), then code ending in `end`.
  if (loopRun[0] !== 0x01 || loopRun[1] !== 0x02 || loopRun[2] !== 0x7f) throw new Error('sjlj: unexpected locals');
  const original = [...loopRun.subarray(3, loopRun.length - 1)];
  const stop = only(Buffer.from(original), call(stopRewind), 'the catch') + call(stopRewind).length;
  const restoreSp = [0x20, 0x00, 0x41, tryCatchOffset, 0x6b, 0x24, 0x00]; // __stack_pointer = try_catch - 12
  const mended = [...original.slice(0, stop), ...restoreSp, ...original.slice(stop)];

  const load = (offset) => [0x28, 0x02, ...uleb(offset)];
  const drain = [ // in the normal state, free every queued buffer (local 4 walks the queue)
    0x23, 0x01, 0x45, 0x04, 0x40,
    0x02, 0x40, 0x03, 0x40,
    0x23, ...uleb(queue), 0x22, 0x04, 0x45, 0x0d, 0x01,
    0x20, 0x04, ...load(0), 0x24, ...uleb(queue),
    0x20, 0x04, ...call(xfree),
    0x0c, 0x00,
    0x0b, 0x0b,
    0x0b,
  ];
  const escape = [ // unwinding for a longjmp to another buffer, past this tag: queue the target
    0x23, 0x01, 0x41, 0x01, 0x46, 0x04, 0x40,
    0x41, ...sleb(active), ...load(0), 0x22, 0x04, 0x04, 0x40,
    0x20, 0x04, 0x20, 0x01, 0x47, 0x20, 0x04, ...load(STATE), 0x41, RETURNING, 0x46, 0x71, 0x04, 0x40,
    // ctx = try_catch->context; ec->tag == ctx->tag->prev
    0x20, 0x00, ...load(8), 0x22, 0x04, ...load(0), ...load(12),
    0x20, 0x04, ...load(4), ...load(12),
    0x46, 0x04, 0x40,
    0x20, 0x01, 0x23, ...uleb(queue), 0x36, 0x02, 0x00,
    0x20, 0x01, 0x24, ...uleb(queue),
    0x0b,
    0x0b,
    0x0b,
    0x0b,
  ];
  const fresh = Buffer.from([0x01, 0x03, 0x7f, ...drain, ...mended, ...escape, 0x0b]);

  const at = LOOP_RUN.index - importedFuncs;
  const out = [Buffer.from(uleb(ranges.length))];
  let prev = readU(code.body, 0)[1];
  ranges.forEach(([start, end], i) => {
    const headerStart = prev;
    if (i === at) out.push(Buffer.from(uleb(fresh.length)), fresh);
    else out.push(code.body.subarray(headerStart, end));
    prev = end;
  });
  code.body = Buffer.concat(out);
}
