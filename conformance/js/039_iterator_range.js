// A Range class implementing the iterator protocol manually.
class Range {
  constructor(start, end, step = 1) {
    if (step === 0) throw new RangeError("step cannot be zero");
    Object.assign(this, { start, end, step });
  }

  [Symbol.iterator]() {
    let current = this.start;
    const { end, step } = this;
    return {
      next() {
        const done = step > 0 ? current >= end : current <= end;
        if (done) return { value: undefined, done: true };
        const value = current;
        current += step;
        return { value, done: false };
      },
      [Symbol.iterator]() { return this; },
    };
  }

  get length() {
    return Math.max(0, Math.ceil((this.end - this.start) / this.step));
  }

  includes(n) {
    return [...this].includes(n);
  }
}

const r = new Range(0, 10, 3);
console.log([...r], r.length);
console.log(Array.from(new Range(10, 0, -2)), new Range(10, 0, -2).length);
console.log(Math.max(...new Range(1, 6)));

const [a, b, ...rest] = new Range(100, 106);
console.log(a, b, rest);

const it = new Range(0, 2)[Symbol.iterator]();
console.log(it.next(), it.next(), it.next(), it.next());

for (const x of new Range(1, 4)) {
  for (const y of new Range(1, 4)) {
    if (y > x) break;
    printPair(x, y);
  }
}
function printPair(x, y) { console.log(`${x}x${y}=${x * y}`); }

console.log(new Set(new Range(0, 5)), new Map([...new Range(0, 3)].map((i) => [i, i * i])));
console.log(r, new Range(5, 5).includes(5), r.includes(9));
try { new Range(0, 1, 0); } catch (e) { console.log(e.name, e.message); }
