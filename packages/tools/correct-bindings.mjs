// The one correction of the bindings componentize-js 0.23.0 generates, for
// both guests built with it (packages/gg-sandbox-js/componentize.mjs and
// packages/gg-sandbox-opal/guest/componentize.mjs; each passes its own
// installed componentize-js and splicer). What it corrects, and why, is
// written in packages/gg-sandbox-js/componentize.mjs.

/** The generated bindings, corrected; throws when they no longer look as expected. */
export function correctBindings(js) {
  const fail = (what) => {
    throw new Error(`componentize.mjs: the generated bindings changed (${what}); review correctBindings for this componentize-js`);
  };
  const replaceOnce = (text, pattern, replacement, what) => {
    let n = 0;
    const out = text.replace(pattern, (...m) => {
      n++;
      return typeof replacement === 'function' ? replacement(...m) : replacement;
    });
    if (n !== 1) fail(`${what}: ${n} matches`);
    return out;
  };
  // 1. u32 lowering: the same 32 bits, as an int32 the import stub reads exactly.
  let out = replaceOnce(
    js,
    /function toUint32\(val\) \{\s*return val >>> 0;\s*\}/,
    'function toUint32(val) {\n  // gg: an int32 of the same bits (a double >= 2 ** 31 would be misread).\n  return val | 0;\n}',
    'toUint32',
  );
  // 2. Argument buffers: every `$realloc` of the bindings lowers an argument
  //    (the host writes results through the engine's own cabi_realloc), so
  //    each is remembered and freed once the import has returned.
  out = replaceOnce(
    out,
    /^(let \[\$memory, \$realloc, \$dealloc, [^\n]*\] = \$bindings;\n)/m,
    (line) =>
      line +
      [
        '// gg: the arguments lowered for the call in progress, freed when it returns.',
        'const $ggArgumentBuffers = [];',
        'const $ggRealloc = $realloc;',
        '$realloc = function (ptr, oldLen, align, newLen) {',
        '  const out = $ggRealloc(ptr, oldLen, align, newLen);',
        '  if (ptr !== 0) {',
        '    const at = $ggArgumentBuffers.indexOf(ptr);',
        '    if (at >= 0) $ggArgumentBuffers.splice(at, 1);',
        '  }',
        '  $ggArgumentBuffers.push(out);',
        '  return out;',
        '};',
        'function $ggFreeArguments() {',
        '  for (let i = 0; i < $ggArgumentBuffers.length; i++) $dealloc($ggArgumentBuffers[i]);',
        '  $ggArgumentBuffers.length = 0;',
        '}',
        '',
      ].join('\n'),
    'the bindings destructuring',
  );
  const imports = (/^let \[\$memory, \$realloc, \$dealloc, ([^\n]*)\] = \$bindings;$/m.exec(out)[1].match(/\$import_/g) || []).length;
  let calls = 0;
  out = out.replace(/^(\s*(?:ret = )?\$import_[\w$]+\([^\n]*\);)$/gm, (line) => {
    calls++;
    return `${line}\n  $ggFreeArguments();`;
  });
  if (calls !== imports) fail(`${calls} import calls for ${imports} imports`);
  // 3. A string argument encoded in one native pass (the generated loop that
  //    measures it first is interpreted: ~1 ms per 100 KiB): ASCII fills a
  //    buffer of its own length; other text is encoded into the most it can
  //    take, 3 bytes per UTF-16 unit (a lone surrogate as U+FFFD's 3), and
  //    the call is given the length written.
  out = replaceOnce(
    out,
    /function _utf8AllocateAndEncode\(s, realloc, memory\) \{\n(?:.*\n)*?  return res;\n\}\n/,
    [
      'function _utf8AllocateAndEncode(s, realloc, memory) {',
      "  if (typeof s !== 'string') {",
      "    throw new TypeError('expected a string, received [' + typeof s + ']');",
      '  }',
      '  if (s.length === 0) { return { ptr: 1, len: 0 }; }',
      '  // gg: one native pass (componentize.mjs).',
      '  let ptr = realloc(0, 0, 1, s.length);',
      '  let done = TEXT_ENCODER_UTF8.encodeInto(s, new Uint8Array(memory.buffer, ptr, s.length));',
      '  if (done.read !== s.length) {',
      '    ptr = realloc(ptr, s.length, 1, s.length * 3);',
      '    done = TEXT_ENCODER_UTF8.encodeInto(s, new Uint8Array(memory.buffer, ptr, s.length * 3));',
      "    if (done.read !== s.length) throw new Error('failed to encode whole string');",
      '  }',
      '  return { ptr, len: done.written };',
      '}',
      '',
    ].join('\n'),
    '_utf8AllocateAndEncode',
  );
  // 4. The warm-up of the bindings' own global. The export wrappers run in
  //    the global this script is evaluated in, not the program's, and
  //    SpiderMonkey makes a global's standard classes (Promise, Uint8Array,
  //    DataView, the async function and array iterator prototypes) on first
  //    use: made after the snapshot, they were made again in every call.
  //    Here they are made once, before it. Nothing here suspends or calls the
  //    host.
  out += [
    '',
    '// gg: the snapshot warm-up of this global (packages/tools/correct-bindings.mjs).',
    '(() => {',
    '  const bytes = new Uint8Array(new ArrayBuffer(16), 0, 16);',
    "  TEXT_ENCODER_UTF8.encodeInto('warm \u00e9', bytes);",
    '  TEXT_DECODER_UTF8.decode(new Uint8Array(bytes.buffer, 0, 4));',
    '  const view = dataView({ buffer: bytes.buffer });',
    '  view.setInt8(0, view.getUint8(0, true), true);',
    '  view.setUint32(4, view.getUint32(4, true), true);',
    '  view.setInt32(8, view.getInt32(8, true), true);',
    '  view.setFloat64(8, view.getFloat64(8, true), true);',
    '  view.setBigInt64(8, view.getBigInt64(8, true), true);',
    '  view.setFloat32(4, view.getFloat32(4, true), true);',
    '  dv = new DataView(new ArrayBuffer());',
    '  const list = [];',
    '  for (const x of [1]) list.push({ x, y: !!x });',
    '  const { x, y } = list[0];',
    '  toUint32(x);',
    "  try { throw new TypeError(`${x}${y}`); } catch (_) {}",
    '  (async () => x)();',
    '})();',
    '',
  ].join('\n');
  return out;
}

/**
 * Runs `componentize` (the caller's componentize-js) with the bindings
 * corrected: componentize-js takes its splicer from this module object,
 * whose `spliceBindings` is wrapped for the one call.
 */
export async function componentizeCorrected(componentize, options, splicerModule) {
  const splicer = splicerModule.splicer;
  const original = splicer.spliceBindings;
  splicer.spliceBindings = (...args) => {
    const result = original(...args);
    return { ...result, jsBindings: correctBindings(result.jsBindings) };
  };
  try {
    return await componentize(options);
  } finally {
    splicer.spliceBindings = original;
  }
}
