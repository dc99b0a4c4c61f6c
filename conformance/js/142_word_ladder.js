// Word ladder: shortest transformation sequence between two words via BFS.
const dictionary = [
  "cold", "cord", "card", "ward", "warm", "word", "worm", "wore", "core", "care",
  "dare", "date", "gate", "game", "came", "cane", "lane", "line", "fine", "fire",
  "hire", "here", "hare", "bare", "barn", "born", "corn", "cone", "bone", "done",
];

function neighbors(word, words) {
  const out = [];
  for (let i = 0; i < word.length; i++) {
    for (let code = 97; code <= 122; code++) {
      const ch = String.fromCharCode(code);
      if (ch === word[i]) continue;
      const candidate = word.slice(0, i) + ch + word.slice(i + 1);
      if (words.has(candidate)) out.push(candidate);
    }
  }
  return out;
}

function ladder(start, end, list) {
  const words = new Set(list);
  if (!words.has(end)) return null;
  const parents = new Map([[start, null]]);
  let frontier = [start];
  while (frontier.length && !parents.has(end)) {
    const next = [];
    for (const w of frontier) {
      for (const n of neighbors(w, words)) {
        if (!parents.has(n)) {
          parents.set(n, w);
          next.push(n);
        }
      }
    }
    frontier = next;
  }
  if (!parents.has(end)) return null;
  const path = [];
  for (let w = end; w !== null; w = parents.get(w)) path.push(w);
  return path.reverse();
}

for (const [a, b] of [["cold", "warm"], ["game", "fire"], ["bone", "card"], ["cold", "zzzz"], ["done", "done"]]) {
  const path = ladder(a, b, dictionary);
  console.log(`${a} → ${b}:`, path ? `${path.join(" → ")} (${path.length - 1} steps)` : "no path");
}

const degree = dictionary.map((w) => [w, neighbors(w, new Set(dictionary)).length]);
const maxDeg = Math.max(...degree.map(([, d]) => d));
console.log("most connected:", degree.filter(([, d]) => d === maxDeg).map(([w]) => w), maxDeg);
console.log("isolated:", degree.filter(([, d]) => d === 0).map(([w]) => w));
