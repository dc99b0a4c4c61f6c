// conformance: module
// Warm a cache concurrently at module load with top-level await, then serve lookups.
const cache = new Map();
let origin = 0;

async function fetchRate(currency) {
  origin++;
  await new Promise((r) => setTimeout(r, currency.length * 3));
  const rates = { EUR: 0.92, GBP: 0.79, JPY: 151.3, CHF: 0.9, CAD: 1.36 };
  return rates[currency] ?? null;
}

async function getRate(currency) {
  if (!cache.has(currency)) cache.set(currency, fetchRate(currency));
  return cache.get(currency);
}

const warm = ["EUR", "GBP", "JPY", "EUR", "GBP"];
const warmed = await Promise.all(warm.map(getRate));
console.log("warmed:", warmed, "origin calls:", origin);

for (const [amount, cur] of [[100, "EUR"], [2500, "JPY"], [40, "CHF"], [10, "XYZ"]]) {
  const rate = await getRate(cur);
  console.log(rate === null
    ? `${cur}: no rate available`
    : `$${amount} = ${(amount * rate).toFixed(2)} ${cur}`);
}
console.log("cache keys:", [...cache.keys()], "origin calls:", origin);

const settled = await Promise.allSettled([...cache.values()]);
console.log(settled.every((s) => s.status === "fulfilled"));
