// Use labelled break/continue to search a grid and find primes.
const grid = [
  [4, 8, 15, 16],
  [23, 42, 7, 9],
  [11, 13, 21, 30],
];

let found = null;
search: for (let r = 0; r < grid.length; r++) {
  for (let c = 0; c < grid[r].length; c++) {
    if (grid[r][c] === 42) {
      found = { r, c };
      break search;
    }
  }
}
console.log("found 42 at", found);

const primes = [];
candidates: for (let n = 2; primes.length < 20; n++) {
  for (const p of primes) {
    if (p * p > n) break;
    if (n % p === 0) continue candidates;
  }
  primes.push(n);
}
console.log(primes.join(","));

const rowsWithOdd = [];
rows: for (const row of grid) {
  for (const v of row) {
    if (v % 2 === 1) {
      rowsWithOdd.push(row);
      continue rows;
    }
  }
}
console.log(rowsWithOdd);

outer: {
  console.log("inside block");
  if (primes.length > 5) break outer;
  console.log("never printed");
}
console.log("after block");
