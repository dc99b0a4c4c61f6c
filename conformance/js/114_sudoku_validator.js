// Validate and solve a Sudoku puzzle with backtracking.
const puzzle = `
53..7....
6..195...
.98....6.
8...6...3
4..8.3..1
7...2...6
.6....28.
...419..5
....8..79`;

const grid = puzzle.trim().split("\n").map((row) => [...row].map((c) => (c === "." ? 0 : Number(c))));

function candidates(g, r, c) {
  const used = new Set();
  for (let i = 0; i < 9; i++) {
    used.add(g[r][i]);
    used.add(g[i][c]);
    used.add(g[3 * Math.floor(r / 3) + Math.floor(i / 3)][3 * Math.floor(c / 3) + (i % 3)]);
  }
  return [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((n) => !used.has(n));
}

let steps = 0;
function solve(g) {
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      if (g[r][c] !== 0) continue;
      for (const n of candidates(g, r, c)) {
        steps++;
        g[r][c] = n;
        if (solve(g)) return true;
      }
      g[r][c] = 0;
      return false;
    }
  }
  return true;
}

function isValid(g) {
  const ok = (cells) => cells.filter(Boolean).length === new Set(cells.filter(Boolean)).size;
  for (let i = 0; i < 9; i++) {
    const row = g[i];
    const col = g.map((r) => r[i]);
    const box = Array.from({ length: 9 }, (_, k) => g[3 * Math.floor(i / 3) + Math.floor(k / 3)][3 * (i % 3) + (k % 3)]);
    if (!ok(row) || !ok(col) || !ok(box)) return false;
  }
  return true;
}

const show = (g) => g.map((row, r) =>
  (r % 3 === 0 && r ? "------+-------+------\n" : "") +
  row.map((v, c) => (c % 3 === 0 && c ? "| " : "") + (v || ".")).join(" ")).join("\n");

console.log("valid start:", isValid(grid), "blanks:", grid.flat().filter((v) => !v).length);
const solved = structuredClone(grid);
console.log("solved:", solve(solved), "steps:", steps, "valid:", isValid(solved));
console.log(show(solved));
const broken = structuredClone(solved);
broken[0][0] = broken[0][1];
console.log("broken valid:", isValid(broken));
