// Dijkstra's shortest path on a weighted graph with a simple binary heap.
class MinHeap {
  #items = [];
  get size() { return this.#items.length; }
  push(item) {
    const a = this.#items;
    a.push(item);
    let i = a.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (a[p][0] <= a[i][0]) break;
      [a[p], a[i]] = [a[i], a[p]];
      i = p;
    }
  }
  pop() {
    const a = this.#items;
    const top = a[0];
    const last = a.pop();
    if (a.length) {
      a[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1, r = l + 1;
        let m = i;
        if (l < a.length && a[l][0] < a[m][0]) m = l;
        if (r < a.length && a[r][0] < a[m][0]) m = r;
        if (m === i) break;
        [a[m], a[i]] = [a[i], a[m]];
        i = m;
      }
    }
    return top;
  }
}

const edges = [
  ["A", "B", 4], ["A", "C", 2], ["B", "C", 5], ["B", "D", 10],
  ["C", "E", 3], ["E", "D", 4], ["D", "F", 11], ["E", "F", 20],
];
const graph = {};
for (const [u, v, w] of edges) {
  (graph[u] ??= []).push([v, w]);
  (graph[v] ??= []).push([u, w]);
}

function dijkstra(source) {
  const dist = Object.fromEntries(Object.keys(graph).map((k) => [k, Infinity]));
  const prev = {};
  dist[source] = 0;
  const heap = new MinHeap();
  heap.push([0, source]);
  while (heap.size) {
    const [d, u] = heap.pop();
    if (d > dist[u]) continue;
    for (const [v, w] of graph[u]) {
      if (d + w < dist[v]) {
        dist[v] = d + w;
        prev[v] = u;
        heap.push([dist[v], v]);
      }
    }
  }
  return { dist, prev };
}

const { dist, prev } = dijkstra("A");
console.log(dist);
for (const target of Object.keys(dist).sort()) {
  const path = [];
  for (let n = target; n; n = prev[n]) path.unshift(n);
  console.log(`A -> ${target}: ${path.join(" -> ")} (cost ${dist[target]})`);
}
