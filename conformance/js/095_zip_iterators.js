// Iterator utilities: zip, enumerate, cycle, and windowed over arbitrary iterables.
function* enumerate(iterable, start = 0) {
  let i = start;
  for (const x of iterable) yield [i++, x];
}

function* zipLongest(fill, ...iterables) {
  const its = iterables.map((it) => it[Symbol.iterator]());
  while (true) {
    const res = its.map((it) => it.next());
    if (res.every((r) => r.done)) return;
    yield res.map((r) => (r.done ? fill : r.value));
  }
}

function* cycle(iterable) {
  const saved = [...iterable];
  if (!saved.length) return;
  while (true) yield* saved;
}

function* windowed(iterable, size) {
  const win = [];
  for (const x of iterable) {
    win.push(x);
    if (win.length > size) win.shift();
    if (win.length === size) yield [...win];
  }
}

const take = (n, it) => {
  const out = [];
  for (const x of it) { if (out.length >= n) break; out.push(x); }
  return out;
};

for (const [i, fruit] of enumerate(["apple", "banana", "cherry"], 1)) console.log(`${i}. ${fruit}`);

console.log([...zipLongest("-", "abcd", [1, 2], new Set(["x", "y", "z"]))]);
console.log(take(7, cycle(["red", "green", "blue"])));
console.log([...windowed([1, 2, 3, 4, 5, 6], 3)].map((w) => w.reduce((a, b) => a + b) / w.length));

const temps = new Map([["mon", 20], ["tue", 23], ["wed", 19], ["thu", 25]]);
for (const [[d1, t1], [d2, t2]] of windowed(temps, 2)) {
  console.log(`${d1}->${d2}: ${t2 - t1 > 0 ? "+" : ""}${t2 - t1}`);
}

const roundRobin = take(8, zipLongest(null, cycle("AB"), enumerate("xyz")));
console.log(roundRobin);
const iter = [10, 20, 30][Symbol.iterator]();
iter.next();
console.log([...iter], [...iter]);
console.log(Array.from(enumerate("hi")), Object.fromEntries(enumerate(["a", "b"])));
