// LRU cache built on Map insertion order.
class LRUCache {
  #map = new Map();
  hits = 0;
  misses = 0;

  constructor(capacity) {
    this.capacity = capacity;
  }

  get(key) {
    if (!this.#map.has(key)) {
      this.misses++;
      return undefined;
    }
    const value = this.#map.get(key);
    this.#map.delete(key);
    this.#map.set(key, value);
    this.hits++;
    return value;
  }

  set(key, value) {
    if (this.#map.has(key)) this.#map.delete(key);
    else if (this.#map.size >= this.capacity) {
      const oldest = this.#map.keys().next().value;
      this.#map.delete(oldest);
      console.log(`  evict ${oldest}`);
    }
    this.#map.set(key, value);
    return this;
  }

  keys() {
    return [...this.#map.keys()];
  }
}

const cache = new LRUCache(3);
cache.set("a", 1).set("b", 2).set("c", 3);
console.log(cache.keys());
cache.get("a");
cache.set("d", 4);
console.log(cache.keys());
console.log(cache.get("b"), cache.get("c"));
cache.set("e", 5);
cache.set("c", 33);
console.log(cache.keys(), { hits: cache.hits, misses: cache.misses });

// Use it to memoize an expensive function
const slowSquareCache = new LRUCache(4);
let computations = 0;
function square(n) {
  const cached = slowSquareCache.get(n);
  if (cached !== undefined) return cached;
  computations++;
  const result = n * n;
  slowSquareCache.set(n, result);
  return result;
}
const inputs = [1, 2, 3, 1, 2, 4, 5, 1, 6, 2];
console.log(inputs.map(square), "computations:", computations);
console.log(cache);
