// Transform objects with Object.entries/fromEntries and friends.
const prices = { apple: 1.2, banana: 0.5, cherry: 4.0, durian: 12.75, elderberry: 6.1 };

const discounted = Object.fromEntries(Object.entries(prices).map(([k, v]) => [k, +(v * 0.9).toFixed(2)]));
console.log(discounted);

const expensive = Object.fromEntries(Object.entries(prices).filter(([, v]) => v > 3));
console.log(expensive);

const inverted = Object.fromEntries(Object.entries({ a: "x", b: "y", c: "x" }).map(([k, v]) => [v, k]));
console.log(inverted);

const mapObj = (obj, fn) => Object.fromEntries(Object.entries(obj).map(([k, v], i) => fn(k, v, i)));
console.log(mapObj(prices, (k, v, i) => [`${i}_${k.toUpperCase()}`, `$${v.toFixed(2)}`]));

console.log(Object.keys(prices).length, Object.values(prices).reduce((a, b) => a + b).toFixed(2));
console.log(Object.entries(prices).sort(([, a], [, b]) => b - a).map(([k]) => k));

const pick = (obj, ...keys) => Object.fromEntries(keys.filter((k) => k in obj).map((k) => [k, obj[k]]));
const omit = (obj, ...keys) => Object.fromEntries(Object.entries(obj).filter(([k]) => !keys.includes(k)));
console.log(pick(prices, "apple", "cherry", "zzz"), omit(prices, "apple", "banana", "cherry"));

const flatten = (obj, prefix = "") =>
  Object.entries(obj).reduce((acc, [k, v]) => {
    const key = prefix ? `${prefix}.${k}` : k;
    return v && typeof v === "object" && !Array.isArray(v) ? { ...acc, ...flatten(v, key) } : { ...acc, [key]: v };
  }, {});
const nested = { db: { host: "localhost", port: 5432, auth: { user: "admin" } }, debug: true, tags: ["a"] };
console.log(flatten(nested));

const unflatten = (flat) => {
  const out = {};
  for (const [path, value] of Object.entries(flat)) {
    const keys = path.split(".");
    keys.slice(0, -1).reduce((o, k) => (o[k] ??= {}), out)[keys.at(-1)] = value;
  }
  return out;
};
console.log(JSON.stringify(unflatten(flatten(nested))) === JSON.stringify(nested));
console.log(Object.entries("hi"), Object.entries([7, 8]), Object.fromEntries(new Map([["m", 1]])));
