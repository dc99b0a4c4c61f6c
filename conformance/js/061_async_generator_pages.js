// Consume a paginated "API" with an async generator and for await.
const DATA = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, title: `Post #${i + 1}` }));

function fetchPage(cursor, limit) {
  return new Promise((resolve) => {
    setTimeout(() => {
      const start = cursor ?? 0;
      const items = DATA.slice(start, start + limit);
      const next = start + limit < DATA.length ? start + limit : null;
      resolve({ items, next });
    }, 2);
  });
}

async function* paginate(limit) {
  let cursor = null;
  let page = 0;
  do {
    const { items, next } = await fetchPage(cursor, limit);
    page++;
    console.log(`  [page ${page}: ${items.length} items]`);
    yield* items;
    cursor = next;
  } while (cursor !== null);
}

async function take(asyncIterable, n) {
  const out = [];
  for await (const item of asyncIterable) {
    out.push(item);
    if (out.length >= n) break;
  }
  return out;
}

(async () => {
  const first7 = await take(paginate(5), 7);
  console.log(first7.map((p) => p.id));

  let count = 0, sum = 0;
  for await (const post of paginate(10)) {
    count++;
    sum += post.id;
  }
  console.log({ count, sum });

  const gen = paginate(20);
  console.log(await gen.next());
  console.log(await gen.return("stopped"));
  console.log(await gen.next());
})();
