// Rate limiter that throws a plain string (not an Error) when the limit is hit.
function createLimiter(maxCalls) {
  let calls = 0;
  return function limited(fn, ...args) {
    calls++;
    if (calls > maxCalls) {
      throw "limit exceeded";
    }
    return fn(...args);
  };
}

const limit = createLimiter(3);
const square = (n) => n * n;

try {
  for (let i = 1; i <= 5; i++) console.log(`call ${i}:`, limit(square, i));
} catch (e) {
  console.log("caught:", typeof e, e);
}

const strict = createLimiter(2);
const results = [];
for (const n of [10, 20, 30]) {
  results.push(strict(square, n));
  console.log("results so far:", results);
}
