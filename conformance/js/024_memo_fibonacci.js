// Compare naive, memoized and iterative Fibonacci implementations.
let naiveCalls = 0;
function fibNaive(n) {
  naiveCalls++;
  return n < 2 ? n : fibNaive(n - 1) + fibNaive(n - 2);
}

const memo = new Map();
let memoCalls = 0;
function fibMemo(n) {
  memoCalls++;
  if (n < 2) return n;
  if (memo.has(n)) return memo.get(n);
  const value = fibMemo(n - 1) + fibMemo(n - 2);
  memo.set(n, value);
  return value;
}

function fibIter(n) {
  let a = 0n, b = 1n;
  for (let i = 0; i < n; i++) [a, b] = [b, a + b];
  return a;
}

console.log("naive fib(25) =", fibNaive(25), "calls:", naiveCalls);
console.log("memo fib(25) =", fibMemo(25), "calls:", memoCalls);
console.log("memo fib(90) =", fibMemo(90), "safe?", Number.isSafeInteger(fibMemo(90)));
console.log("memo fib(80) =", fibMemo(80));
console.log("bigint fib(100) =", fibIter(100));
console.log("cache size:", memo.size);

const table = [];
for (let n = 0; n <= 10; n++) table.push(fibMemo(n));
console.log(table);

// Golden ratio approximation
for (const n of [5, 10, 20, 40]) {
  console.log(n, (fibMemo(n + 1) / fibMemo(n)).toFixed(12));
}
console.log("phi:", ((1 + Math.sqrt(5)) / 2).toFixed(12));
