// Conway's Game of Life on a small toroidal grid.
const W = 12, H = 8;

function parse(pattern, offsetR = 0, offsetC = 0) {
  const grid = Array.from({ length: H }, () => new Array(W).fill(0));
  pattern.trim().split("\n").forEach((line, r) =>
    [...line.trim()].forEach((ch, c) => {
      if (ch === "#") grid[(r + offsetR) % H][(c + offsetC) % W] = 1;
    }));
  return grid;
}

function step(grid) {
  return grid.map((row, r) => row.map((alive, c) => {
    let n = 0;
    for (let dr = -1; dr <= 1; dr++)
      for (let dc = -1; dc <= 1; dc++)
        if (dr || dc) n += grid[(r + dr + H) % H][(c + dc + W) % W];
    return n === 3 || (alive && n === 2) ? 1 : 0;
  }));
}

const render = (grid) => grid.map((row) => row.map((v) => (v ? "█" : "·")).join("")).join("\n");
const population = (grid) => grid.flat().reduce((a, b) => a + b, 0);

let grid = parse(`
.#.
..#
###
`, 1, 1);
// add a blinker
grid[5][8] = grid[5][9] = grid[5][10] = 1;

const seen = new Map();
for (let gen = 0; gen <= 8; gen++) {
  if (gen % 4 === 0) {
    console.log(`generation ${gen} (population ${population(grid)})`);
    console.log(render(grid));
  }
  const key = grid.flat().join("");
  if (seen.has(key)) console.log(`gen ${gen} repeats gen ${seen.get(key)}`);
  seen.set(key, gen);
  grid = step(grid);
}
console.log("final population:", population(grid));
