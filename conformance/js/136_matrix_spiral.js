// Matrix traversals: spiral order, diagonals, and generating a spiral matrix.
function spiral(matrix) {
  const out = [];
  let top = 0, bottom = matrix.length - 1, left = 0, right = matrix[0].length - 1;
  while (top <= bottom && left <= right) {
    for (let c = left; c <= right; c++) out.push(matrix[top][c]);
    top++;
    for (let r = top; r <= bottom; r++) out.push(matrix[r][right]);
    right--;
    if (top <= bottom) {
      for (let c = right; c >= left; c--) out.push(matrix[bottom][c]);
      bottom--;
    }
    if (left <= right) {
      for (let r = bottom; r >= top; r--) out.push(matrix[r][left]);
      left++;
    }
  }
  return out;
}

function generateSpiral(n) {
  const m = Array.from({ length: n }, () => Array(n).fill(0));
  const dirs = [[0, 1], [1, 0], [0, -1], [-1, 0]];
  let r = 0, c = 0, d = 0;
  for (let k = 1; k <= n * n; k++) {
    m[r][c] = k;
    const [nr, nc] = [r + dirs[d][0], c + dirs[d][1]];
    if (nr < 0 || nr >= n || nc < 0 || nc >= n || m[nr][nc]) d = (d + 1) % 4;
    r += dirs[d][0];
    c += dirs[d][1];
  }
  return m;
}

function diagonals(matrix) {
  const groups = new Map();
  matrix.forEach((row, r) => row.forEach((v, c) => {
    const key = r + c;
    groups.set(key, [...(groups.get(key) ?? []), v]);
  }));
  return [...groups.values()];
}

const m = [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]];
console.log(spiral(m).join(" "));
console.log(spiral([[1], [2], [3]]).join(" "), spiral([[1, 2, 3]]).join(" "));
const s5 = generateSpiral(5);
console.log(s5.map((row) => row.map((v) => String(v).padStart(3)).join("")).join("\n"));
console.log("round trip ok:", spiral(s5).every((v, i) => v === i + 1));
console.log(diagonals(m));
const mainDiag = s5.map((row, i) => row[i]);
const antiDiag = s5.map((row, i) => row[row.length - 1 - i]);
console.log({ mainDiag, antiDiag, sum: mainDiag.reduce((a, b) => a + b) + antiDiag.reduce((a, b) => a + b) - s5[2][2] });
