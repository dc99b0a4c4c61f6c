// Infinite Fibonacci generator with helper combinators.
function* fibonacci() {
  let [a, b] = [0, 1];
  while (true) {
    yield a;
    [a, b] = [b, a + b];
  }
}

function* take(iterable, n) {
  let i = 0;
  for (const value of iterable) {
    if (i++ >= n) return;
    yield value;
  }
}

function* filter(iterable, pred) {
  for (const value of iterable) if (pred(value)) yield value;
}

console.log("First 15:", [...take(fibonacci(), 15)].join(" "));

const evens = [...take(filter(fibonacci(), (n) => n % 2 === 0), 8)];
console.log("Even fibs:", evens);

const gen = fibonacci();
console.log(gen.next(), gen.next(), gen.next());

let sum = 0;
for (const f of fibonacci()) {
  if (f > 4_000_000) break;
  if (f % 2 === 0) sum += f;
}
console.log("Sum of even fibs under 4M:", sum);
console.log(Object.prototype.toString.call(gen));
