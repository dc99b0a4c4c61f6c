// conformance: module
// Batch simulated API requests in groups with top-level await and Promise.all.
const fakeDb = new Map(Array.from({ length: 12 }, (_, i) => [i + 1, { id: i + 1, name: `item-${i + 1}`, price: (i + 1) * 2.5 }]));

function getItem(id) {
  return new Promise((resolve, reject) => {
    queueMicrotask(() => {
      if (fakeDb.has(id)) resolve(fakeDb.get(id));
      else reject(new Error(`item ${id} not found`));
    });
  });
}

function chunk(list, size) {
  return Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, i * size + size));
}

const ids = [3, 1, 4, 15, 9, 2, 6, 5, 35, 8];
const batches = chunk(ids, 4);
const found = [];
const missing = [];

for (const [n, batch] of batches.entries()) {
  const results = await Promise.allSettled(batch.map(getItem));
  results.forEach((r, i) => (r.status === "fulfilled" ? found.push(r.value) : missing.push(batch[i])));
  console.log(`batch ${n + 1}: [${batch}] -> ${results.filter((r) => r.status === "fulfilled").length} ok`);
}

console.log("missing ids:", missing);
const total = found.reduce((s, item) => s + item.price, 0);
console.log(`found ${found.length} items, total price ${total.toFixed(2)}`);
console.log(found.slice(0, 3));
const cheapest = await Promise.resolve(found.toSorted((a, b) => a.price - b.price)[0]);
console.log("cheapest:", cheapest.name);
