// Generate a paginated slice of results; an out-of-range page throws a RangeError.
const results = Array.from({ length: 47 }, (_, i) => `result-${String(i + 1).padStart(2, "0")}`);

function paginate(items, page, perPage = 10) {
  const totalPages = Math.ceil(items.length / perPage);
  if (page < 1 || page > totalPages) {
    throw new RangeError(`page ${page} is out of range (1-${totalPages})`);
  }
  const start = (page - 1) * perPage;
  return {
    page,
    totalPages,
    items: items.slice(start, start + perPage),
  };
}

for (const page of [1, 5]) {
  const p = paginate(results, page);
  console.log(`page ${p.page}/${p.totalPages}: ${p.items[0]} .. ${p.items.at(-1)} (${p.items.length})`);
}

const requested = [2, 3, 6];
for (const page of requested) {
  const { items } = paginate(results, page);
  console.log(`page ${page}:`, items.join(" "));
}
