// Recursive generation of permutations, combinations and power sets.
function permutations(arr) {
  if (arr.length <= 1) return [arr];
  return arr.flatMap((x, i) => permutations([...arr.slice(0, i), ...arr.slice(i + 1)]).map((p) => [x, ...p]));
}

function combinations(arr, k) {
  if (k === 0) return [[]];
  if (arr.length < k) return [];
  const [first, ...rest] = arr;
  return [...combinations(rest, k - 1).map((c) => [first, ...c]), ...combinations(rest, k)];
}

function* powerSet(arr, i = 0, current = []) {
  if (i === arr.length) {
    yield current;
    return;
  }
  yield* powerSet(arr, i + 1, current);
  yield* powerSet(arr, i + 1, [...current, arr[i]]);
}

function uniquePermutations(str) {
  const result = new Set();
  const chars = [...str];
  const used = Array(chars.length).fill(false);
  (function build(prefix) {
    if (prefix.length === chars.length) return void result.add(prefix);
    for (let i = 0; i < chars.length; i++) {
      if (used[i]) continue;
      used[i] = true;
      build(prefix + chars[i]);
      used[i] = false;
    }
  })("");
  return [...result];
}

console.log(permutations([1, 2, 3]).map((p) => p.join("")).join(" "));
console.log("4! =", permutations(["a", "b", "c", "d"]).length);
console.log(combinations(["a", "b", "c", "d", "e"], 3).map((c) => c.join("")));
console.log([...powerSet(["x", "y", "z"])]);
console.log(uniquePermutations("aabb"));
console.log("C(10,4) =", combinations([...Array(10).keys()], 4).length);

function nQueens(n) {
  const solutions = [];
  const cols = new Set(), d1 = new Set(), d2 = new Set();
  (function place(r, board) {
    if (r === n) return void solutions.push(board);
    for (let c = 0; c < n; c++) {
      if (cols.has(c) || d1.has(r - c) || d2.has(r + c)) continue;
      cols.add(c); d1.add(r - c); d2.add(r + c);
      place(r + 1, [...board, c]);
      cols.delete(c); d1.delete(r - c); d2.delete(r + c);
    }
  })(0, []);
  return solutions;
}
const q6 = nQueens(6);
console.log("6-queens solutions:", q6.length, q6[0]);
console.log(q6[0].map((c) => ".".repeat(c) + "Q" + ".".repeat(5 - c)).join("\n"));
console.log([4, 5, 8].map((n) => nQueens(n).length));
