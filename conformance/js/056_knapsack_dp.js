// 0/1 knapsack with item reconstruction, plus unbounded variant.
const items = [
  { name: "laptop", weight: 3, value: 2000 },
  { name: "camera", weight: 1, value: 800 },
  { name: "guitar", weight: 4, value: 1500 },
  { name: "stereo", weight: 4, value: 3000 },
  { name: "books", weight: 2, value: 300 },
  { name: "jewelry", weight: 1, value: 2500 },
];

function knapsack(items, capacity) {
  const n = items.length;
  const dp = Array.from({ length: n + 1 }, () => Array(capacity + 1).fill(0));
  for (let i = 1; i <= n; i++) {
    const { weight, value } = items[i - 1];
    for (let c = 0; c <= capacity; c++) {
      dp[i][c] = dp[i - 1][c];
      if (weight <= c) dp[i][c] = Math.max(dp[i][c], dp[i - 1][c - weight] + value);
    }
  }
  const chosen = [];
  for (let i = n, c = capacity; i > 0; i--) {
    if (dp[i][c] !== dp[i - 1][c]) {
      chosen.push(items[i - 1].name);
      c -= items[i - 1].weight;
    }
  }
  return { best: dp[n][capacity], chosen: chosen.reverse() };
}

for (const cap of [0, 1, 4, 6, 8, 15]) {
  const { best, chosen } = knapsack(items, cap);
  console.log(`capacity ${String(cap).padStart(2)}: $${best.toLocaleString("en-US")} [${chosen.join(", ")}]`);
}

function unbounded(items, capacity) {
  const dp = new Array(capacity + 1).fill(0);
  for (let c = 1; c <= capacity; c++)
    for (const it of items) if (it.weight <= c) dp[c] = Math.max(dp[c], dp[c - it.weight] + it.value);
  return dp;
}
console.log(unbounded(items, 5));
