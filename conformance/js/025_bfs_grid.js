// Shortest path through a maze using breadth-first search.
const maze = [
  "S.#.......",
  ".##.####.#",
  "....#..#..",
  "#.#.#.##.#",
  "..#...#...",
  ".####.#.#.",
  "......#.#E",
];

function findChar(ch) {
  for (let r = 0; r < maze.length; r++) {
    const c = maze[r].indexOf(ch);
    if (c !== -1) return [r, c];
  }
  return null;
}

function bfs(start, goal) {
  const key = ([r, c]) => `${r},${c}`;
  const prev = new Map([[key(start), null]]);
  const queue = [start];
  const dirs = [[0, 1], [1, 0], [0, -1], [-1, 0]];
  while (queue.length) {
    const cur = queue.shift();
    if (key(cur) === key(goal)) break;
    for (const [dr, dc] of dirs) {
      const next = [cur[0] + dr, cur[1] + dc];
      const [r, c] = next;
      if (r < 0 || c < 0 || r >= maze.length || c >= maze[0].length) continue;
      if (maze[r][c] === "#" || prev.has(key(next))) continue;
      prev.set(key(next), cur);
      queue.push(next);
    }
  }
  if (!prev.has(key(goal))) return null;
  const path = [];
  for (let p = goal; p; p = prev.get(key(p))) path.unshift(p);
  return { path, visited: prev.size };
}

const start = findChar("S"), goal = findChar("E");
const result = bfs(start, goal);
console.log("start", start, "goal", goal);
console.log("steps:", result.path.length - 1, "visited:", result.visited);

const grid = maze.map((row) => row.split(""));
for (const [r, c] of result.path.slice(1, -1)) grid[r][c] = "*";
console.log(grid.map((row) => row.join("")).join("\n"));
console.log(result.path.slice(0, 4));
