// A generic memoize helper with custom key resolvers, applied to a few problems.
function memoize(fn, { key = (...args) => JSON.stringify(args), maxSize = Infinity } = {}) {
  const cache = new Map();
  const memoized = function (...args) {
    const k = key(...args);
    if (cache.has(k)) {
      memoized.hits++;
      return cache.get(k);
    }
    const result = fn.apply(this, args);
    cache.set(k, result);
    if (cache.size > maxSize) cache.delete(cache.keys().next().value);
    return result;
  };
  memoized.hits = 0;
  memoized.cache = cache;
  return memoized;
}

const gridPaths = memoize((r, c) => (r === 0 || c === 0 ? 1 : gridPaths(r - 1, c) + gridPaths(r, c - 1)));
console.log("grid paths 16x16:", gridPaths(16, 16), "hits:", gridPaths.hits, "cached:", gridPaths.cache.size);

const partitions = memoize((n, max = n) => {
  if (n === 0) return 1;
  let total = 0;
  for (let k = Math.min(n, max); k >= 1; k--) total += partitions(n - k, k);
  return total;
}, { key: (n, max = n) => `${n}:${max}` });
console.log("p(n):", [1, 5, 10, 50, 100].map((n) => partitions(n)));

const wordBreak = memoize((s, dict) => {
  if (!s) return [[]];
  const out = [];
  for (const w of dict) {
    if (s.startsWith(w)) for (const rest of wordBreak(s.slice(w.length), dict)) out.push([w, ...rest]);
  }
  return out;
}, { key: (s) => s });
const dict = ["cat", "cats", "and", "sand", "dog", "pine", "apple", "pineapple", "pen", "applepen"];
console.log(wordBreak("catsanddog", dict).map((ws) => ws.join(" ")));
console.log(wordBreak("pineapplepenapple", dict).map((ws) => ws.join(" ")));

let slowCalls = 0;
const slowUpper = memoize((s) => { slowCalls++; return s.toUpperCase(); }, { maxSize: 2 });
["a", "b", "a", "c", "a", "b"].forEach((s) => slowUpper(s));
console.log("slow calls:", slowCalls, "cache keys:", [...slowUpper.cache.keys()]);

const obj = { factor: 3, scale: memoize(function (x) { return x * this.factor; }) };
console.log(obj.scale(5), obj.scale(5), obj.scale.hits);
