// Lazy data processing pipeline built from generator functions.
function* naturals(start = 1) {
  for (let n = start; ; n++) yield n;
}
function* map(it, fn) { for (const x of it) yield fn(x); }
function* filter(it, fn) { for (const x of it) if (fn(x)) yield x; }
function* take(it, n) {
  if (n <= 0) return;
  for (const x of it) {
    yield x;
    if (--n <= 0) return;
  }
}
function* chunk(it, size) {
  let buf = [];
  for (const x of it) {
    buf.push(x);
    if (buf.length === size) { yield buf; buf = []; }
  }
  if (buf.length) yield buf;
}
function* zip(...its) {
  const iters = its.map((i) => i[Symbol.iterator]());
  while (true) {
    const results = iters.map((i) => i.next());
    if (results.some((r) => r.done)) return;
    yield results.map((r) => r.value);
  }
}

const pipe = (source, ...stages) => stages.reduce((acc, stage) => stage(acc), source);

let evaluated = 0;
const squaresOfOdds = pipe(
  naturals(),
  (it) => map(it, (n) => { evaluated++; return n; }),
  (it) => filter(it, (n) => n % 2 === 1),
  (it) => map(it, (n) => n * n),
  (it) => take(it, 6),
);
console.log([...squaresOfOdds], "evaluated:", evaluated);

console.log([...chunk(take(naturals(10), 11), 4)]);
console.log([...zip("abc", naturals(), [true, false, true, false])]);

const collatz = function* (n) {
  while (n !== 1) { yield n; n = n % 2 ? 3 * n + 1 : n / 2; }
  yield 1;
};
console.log([...collatz(27)].length, Math.max(...collatz(27)), [...collatz(6)].join("→"));

const triangular = map(naturals(), (n) => (n * (n + 1)) / 2);
const firstOver500Divisors = filter(triangular, (t) => {
  let d = 0;
  for (let i = 1; i * i <= t; i++) if (t % i === 0) d += i * i === t ? 1 : 2;
  return d > 50;
});
console.log("first triangular with >50 divisors:", firstOver500Divisors.next().value);
