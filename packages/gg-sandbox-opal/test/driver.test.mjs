// End-to-end check of the Ruby arm's compile driver through the real Opal.
// Builds opal.compiler.cjs with compiler.sh into a temp dir, then talks to one
// long-lived `node opal.compiler.cjs` over the line protocol.
// Run: node test/driver.test.mjs    (built-ins only; exits non-zero on failure)
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { mkdtempSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

const pkgDir = dirname(dirname(fileURLToPath(import.meta.url)));
const failures = [];
function check(name, ok, detail) {
  if (ok) {
    console.log(`ok   ${name}`);
  } else {
    failures.push(name);
    console.log(`FAIL ${name}${detail === undefined ? '' : ': ' + detail}`);
  }
}
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const fmt = (ms) => `${ms.toFixed(2)} ms`;

// ---- programs ----------------------------------------------------------
const prog2 = 'x = 20\nputs x + 22\n';

const prog20 = `class Counter
  attr_reader :count

  def initialize(start = 0)
    @count = start
  end

  def bump(by: 1)
    @count += by
    self
  end
end

c = Counter.new(3)
5.times { |i| c.bump(by: i) }
words = %w[apple banana cherry]
lengths = words.map { |w| [w, w.length] }.to_h
puts "count=#{c.count} longest=#{lengths.max_by { |_, n| n }.first}"
puts lengths.select { |_, n| n > 5 }.keys.join(",")
puts lengths.values.sum
`;

const prog47 = `require 'set'

module Shapes
  class Shape
    include Comparable
    def area
      raise NotImplementedError, "#{self.class} must define area"
    end

    def <=>(other)
      area <=> other.area
    end

    def to_s
      format("%s(%.2f)", self.class.name.split("::").last, area)
    end
  end

  class Circle < Shape
    def initialize(r) = @r = r
    def area = Math::PI * @r**2
  end

  class Rect < Shape
    def initialize(w, h)
      @w, @h = w, h
    end

    def area = @w * @h
  end
end

def describe(shape)
  case shape
  when Shapes::Circle then "round"
  when Shapes::Rect then shape.area > 10 ? "big box" : "small box"
  else "unknown"
  end
end

shapes = [Shapes::Circle.new(1.5), Shapes::Rect.new(2, 3), Shapes::Rect.new(4, 5)]
seen = Set.new
sorted = shapes.sort.each_with_object([]) { |s, acc| acc << s if seen.add?(s.to_s) }
totals = Hash.new(0)
shapes.each { |s| totals[describe(s)] += s.area.round(1) }
sorted.each_with_index { |s, i| puts "#{i + 1}. #{s} is #{describe(s)}" }
puts totals.inspect
`;
const progCaseIn = `config = {db: {user: "admin", port: 5432}, mode: "dev"}
case config
in {db: {user: String => user, port: Integer => port}, mode: "prod"}
  puts "prod #{user}@#{port}"
in {db: {user:}, mode:}
  puts "#{mode}: #{user}"
end
point = [1, [2, 3]]
point => [x, [y, *]]
puts x + y if point in [Integer, Array]
`;

const progMisc = `Point = Struct.new(:x, :y) do
  def +(o) = Point.new(x + o.x, y + o.y)
end
text = <<~EOS
  sum: #{(Point.new(1, 2) + Point.new(3, 4)).to_a.sum}
EOS
a, (b, *c), d = 1, [2, 3, 4], 5
sq = ->(n) { n * n }
begin
  Integer("x")
rescue ArgumentError => e
  warn e.message
ensure
  puts [a, b, c, d, sq.(3), text].inspect
end
printf("%05.1f|%-4s|\n", 3.14159, "ab")
`;

if (prog47.split('\n').length - 1 !== 47) throw new Error('prog47 is not 47 lines');
if (prog20.split('\n').length - 1 !== 20) throw new Error('prog20 is not 20 lines');

const progSyntax = 'def f(; end';
// Valid Ruby 3.2 that Opal 1.7.3's parser accepts but its compiler refuses:
// BEGIN blocks have no node handler ("Unsupported sexp: preexe").
const progCompileError = 'puts 1\nBEGIN { puts 0 }\n';

// ---- build ---------------------------------------------------------------
const out = mkdtempSync(join(tmpdir(), 'gg-ruby-test-'));
let child;
try {
  const t0 = performance.now();
  const build = spawnSync('bash', [join(pkgDir, 'compiler.sh'), out], { stdio: ['ignore', 'inherit', 'inherit'] });
  check('compiler.sh succeeds', build.status === 0, `status ${build.status}`);
  if (build.status !== 0) throw new Error('build failed');
  console.log(`     compiler.sh took ${fmt(performance.now() - t0)}`);
  const bundle = join(out, 'opal.compiler.cjs');
  const meta = JSON.parse(readFileSync(join(out, 'opal.compiler.json'), 'utf8'));
  check('opal.compiler.json names versions', /^\d+\.\d+\.\d+/.test(meta.opal) && /^\d+\.\d+\.\d+$/.test(meta.ruby)
    && meta.package === 'opal-compiler@3.0.0' && /^[0-9a-f]{64}$/.test(meta.bundle_sha256), JSON.stringify(meta));

  // ---- cold compile: fresh process, compiler loaded but never used ------
  const coldScript = `const t0 = performance.now();
const d = require(${JSON.stringify(bundle)});
const load = performance.now() - t0;
const r = d.compile(${JSON.stringify(prog2)}, 'program.rb');
process.stdout.write(JSON.stringify({ load, exit: r.exit, ms: r.ms }));`;
  const cold = spawnSync(process.execPath, ['-e', coldScript], { encoding: 'utf8' });
  const coldRes = cold.status === 0 ? JSON.parse(cold.stdout) : null;
  check('cold compile in a fresh process', coldRes && coldRes.exit === 0, cold.stderr);

  // ---- speed-ups change nothing: compare with GG_OPAL_STOCK=1 ----------
  const corpus = [prog2, prog20, prog47, progSyntax, progCompileError, progCaseIn, progMisc,
    'x = 1\ny = [1, 2\nputs y\n', 'x = (return 1) + 2\n', 'defined?(yield)\n'];
  const corpusScript = `const d = require(${JSON.stringify(bundle)});
const corpus = JSON.parse(process.argv[1]);
const results = corpus.map((src) => { const r = d.compile(src, 'program.rb'); delete r.ms; return r; });
const ms = [];
for (let i = 0; i < 9; i++) ms.push(d.compile(corpus[2], 'program.rb').ms);
ms.sort((a, b) => a - b);
process.stdout.write(JSON.stringify({ results, median47: ms[4] }));`;
  const runCorpus = (env) => {
    const r = spawnSync(process.execPath, ['-e', corpusScript, JSON.stringify(corpus)],
      { encoding: 'utf8', env: { ...process.env, ...env }, maxBuffer: 64 << 20 });
    if (r.status !== 0) throw new Error(`corpus run failed: ${r.stderr}`);
    return JSON.parse(r.stdout);
  };
  const fast = runCorpus({ GG_OPAL_STOCK: '0' });
  const stock = runCorpus({ GG_OPAL_STOCK: '1' });
  const same = fast.results.map((r, i) => JSON.stringify(r) === JSON.stringify(stock.results[i]));
  check('speed-ups leave JS, maps and errors identical to stock Opal', same.every(Boolean),
    same.map((ok, i) => (ok ? '' : `#${i}`)).filter(Boolean).join(' '));
  check('case/in and misc programs compile', fast.results[5].exit === 0 && fast.results[6].exit === 0,
    JSON.stringify([fast.results[5].message, fast.results[6].message]));

  // ---- --once ----------------------------------------------------------
  const onceFile = join(out, 'once.rb');
  writeFileSync(onceFile, prog2);
  const once = spawnSync(process.execPath, [bundle, '--once', onceFile], { encoding: 'utf8' });
  check('--once compiles (exit 0) with an inline source map', once.status === 0
    && /\n\/\/# sourceMappingURL=data:application\/json;base64,[A-Za-z0-9+/=]+\n$/.test(once.stdout), once.stderr);
  writeFileSync(onceFile, progSyntax);
  const once20 = spawnSync(process.execPath, [bundle, '--once', onceFile], { encoding: 'utf8' });
  check('--once syntax error exits 20', once20.status === 20, `status ${once20.status}`);
  writeFileSync(onceFile, progCompileError);
  const once21 = spawnSync(process.execPath, [bundle, '--once', onceFile], { encoding: 'utf8' });
  check('--once compile error exits 21', once21.status === 21, `status ${once21.status}`);

  // ---- malformed request is a driver failure ---------------------------
  const bad = spawnSync(process.execPath, [bundle], { input: '{"id": 1}\n', encoding: 'utf8' });
  check('malformed request: exit other than 0/20/21, message on stderr',
    ![0, 20, 21].includes(bad.status) && bad.stderr.length > 0, `status ${bad.status}`);

  // ---- long-lived server -----------------------------------------------
  const tSpawn = performance.now();
  child = spawn(process.execPath, [bundle], { stdio: ['pipe', 'pipe', 'inherit'] });
  const pending = new Map();
  let exited = null;
  child.on('exit', (code, signal) => {
    exited = { code, signal };
    for (const { reject } of pending.values()) reject(new Error(`driver exited ${code ?? signal}`));
    pending.clear();
  });
  createInterface({ input: child.stdout }).on('line', (line) => {
    const msg = JSON.parse(line);
    const p = pending.get(msg.id);
    if (!p) { failures.push(`unexpected reply id ${msg.id}`); return; }
    pending.delete(msg.id);
    p.resolve({ msg, rtt: performance.now() - p.t0 });
  });
  let nextId = 1;
  const send = (req) => new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject, t0: performance.now() });
    child.stdin.write(JSON.stringify({ id, ...req }) + '\n');
  });
  const compile = (source) => send({ source, file: 'program.rb' });

  // ping
  const pong = await send({ ping: true });
  const ready = performance.now() - tSpawn;
  check('ping answers the versions', pong.msg.pong === true && pong.msg.opal === meta.opal && pong.msg.ruby === meta.ruby
    && pong.msg.opal === '1.7.3' && pong.msg.ruby === '3.2.0', JSON.stringify(pong.msg));

  // first compile in the server, then the 2-line program
  const first = await compile(prog2);
  const m = first.msg;
  check('2-line program compiles', m.exit === 0 && typeof m.js === 'string' && m.js.length > 0, JSON.stringify(m).slice(0, 300));
  check('source map: v3 with mappings, no sourcesContent', m.map && m.map.version === 3
    && typeof m.map.mappings === 'string' && m.map.mappings.length > 0
    && !('sourcesContent' in m.map) && Array.isArray(m.map.sources) && m.map.sources.includes('program.rb'),
  JSON.stringify(m.map));
  check('reply carries ms', typeof m.ms === 'number' && m.ms > 0);

  // syntax error
  const syn = (await compile(progSyntax)).msg;
  check('`def f(; end` -> exit 20 with a line', syn.exit === 20 && syn.line === 1 && typeof syn.message === 'string'
    && syn.message.length > 0, JSON.stringify(syn));
  check('syntax error has a 1-based column', Number.isInteger(syn.column) && syn.column >= 1, JSON.stringify(syn));
  const syn2 = (await compile('x = 1\ny = [1, 2\nputs y\n')).msg;
  check('syntax error on a later line reports that line', syn2.exit === 20 && syn2.line >= 2, JSON.stringify(syn2));

  // compile error that is not a syntax error
  const ce = (await compile(progCompileError)).msg;
  check('BEGIN block -> exit 21 (Opal compile error)', ce.exit === 21 && /preexe/.test(ce.message), JSON.stringify(ce));
  const ret = (await compile('x = (return 1) + 2\n')).msg;
  check('top-level `(return 1) + 2` -> exit 21', ret.exit === 21, JSON.stringify(ret));

  // 20 compiles in one process, pipelined
  const batch = await Promise.all(Array.from({ length: 20 }, (_, i) => compile(`puts ${i} * 2\n`)));
  check('20 compiles in one process', batch.every(({ msg }, i) => msg.exit === 0 && msg.js.includes(`${i}`))
    && exited === null, batch.map(({ msg }) => msg.exit).join(','));

  // warm timings
  const bench = async (src, n = 15) => {
    const ms = [], rtt = [];
    for (let i = 0; i < n; i++) {
      const r = await compile(src);
      if (r.msg.exit !== 0) throw new Error(`bench compile failed: ${r.msg.message}`);
      ms.push(r.msg.ms); rtt.push(r.rtt);
    }
    return { ms: median(ms), rtt: median(rtt) };
  };
  const first47 = await compile(prog47);
  check('47-line program compiles', first47.msg.exit === 0, first47.msg.message);
  const w2 = await bench(prog2);
  const w20 = await bench(prog20);
  const w47 = await bench(prog47);
  check('driver still alive after all requests', exited === null && child.exitCode === null);

  child.stdin.end();
  const code = await new Promise((resolve) => (exited ? resolve(exited.code) : child.on('exit', (c) => resolve(c))));
  check('driver exits 0 at end of input', code === 0, `code ${code}`);

  console.log('\ntimings (driver-measured compile ms; round trip in brackets):');
  if (coldRes) console.log(`  cold first compile, fresh process : ${fmt(coldRes.ms)} (bundle load ${fmt(coldRes.load)})`);
  console.log(`  server spawn -> ready (first pong) : ${fmt(ready)}`);
  console.log(`  first compile in server            : ${fmt(m.ms)} [${fmt(first.rtt)}]`);
  console.log(`  first 47-line compile in server    : ${fmt(first47.msg.ms)} [${fmt(first47.rtt)}]`);
  console.log(`  warm 2-line median                 : ${fmt(w2.ms)} [${fmt(w2.rtt)}]`);
  console.log(`  warm 20-line median                : ${fmt(w20.ms)} [${fmt(w20.rtt)}]`);
  console.log(`  warm 47-line median                : ${fmt(w47.ms)} [${fmt(w47.rtt)}]`);
  console.log(`  warm 47-line median, stock Opal    : ${fmt(stock.median47)} (GG_OPAL_STOCK=1; speed-ups on: ${fmt(fast.median47)})`);
} catch (err) {
  failures.push(`exception: ${err.message}`);
  console.log(`FAIL ${err.stack}`);
} finally {
  if (child && child.exitCode === null && child.signalCode === null) child.kill();
  rmSync(out, { recursive: true, force: true });
}

if (failures.length) {
  console.log(`\n${failures.length} check(s) failed`);
  process.exit(1);
}
console.log('\nall checks passed');
