// Binary search variants: exact match, lower bound, and search on answer.
function binarySearch(arr, target) {
  let lo = 0, hi = arr.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if (arr[mid] === target) return mid;
    if (arr[mid] < target) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

function lowerBound(arr, target) {
  let lo = 0, hi = arr.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (arr[mid] < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function intSqrt(n) {
  let lo = 0, hi = n, ans = 0;
  while (lo <= hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (mid * mid <= n) { ans = mid; lo = mid + 1; }
    else hi = mid - 1;
  }
  return ans;
}

const sorted = [1, 3, 3, 3, 7, 9, 12, 15, 15, 20];
for (const t of [3, 7, 8, 20, 0, 21]) {
  console.log(`target ${String(t).padStart(2)}: index=${binarySearch(sorted, t)}, lowerBound=${lowerBound(sorted, t)}`);
}
console.log([0, 1, 15, 16, 99, 1_000_000, 2 ** 31].map(intSqrt));

// Minimum ship capacity to deliver packages within D days
function shipWithinDays(weights, days) {
  let lo = Math.max(...weights), hi = weights.reduce((a, b) => a + b);
  while (lo < hi) {
    const cap = (lo + hi) >> 1;
    let need = 1, cur = 0;
    for (const w of weights) {
      if (cur + w > cap) { need++; cur = 0; }
      cur += w;
    }
    if (need <= days) hi = cap; else lo = cap + 1;
  }
  return lo;
}
console.log(shipWithinDays([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 5), shipWithinDays([3, 2, 2, 4, 1, 4], 3));
const words = ["apple", "banana", "cherry", "date", "fig", "grape"];
console.log(binarySearch(words, "date"), lowerBound(words, "coconut"));
