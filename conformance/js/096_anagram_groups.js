// Group words into anagram families using a Map keyed by sorted letters.
const words = [
  "listen", "silent", "enlist", "google", "gooegl", "cat", "act", "tac",
  "dog", "god", "odg", "elbow", "below", "state", "taste", "tates", "Night", "thing",
];

function groupAnagrams(list) {
  const groups = new Map();
  for (const word of list) {
    const key = [...word.toLowerCase()].sort().join("");
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(word);
  }
  return groups;
}

const groups = groupAnagrams(words);
const families = [...groups.values()]
  .filter((g) => g.length > 1)
  .sort((a, b) => b.length - a.length || (a[0] < b[0] ? -1 : 1));

for (const fam of families) console.log(`${fam.length}: ${fam.join(", ")}`);
console.log("singletons:", [...groups.values()].filter((g) => g.length === 1).flat());
console.log(groups);

function isAnagram(a, b) {
  if (a.length !== b.length) return false;
  const counts = {};
  for (const ch of a) counts[ch] = (counts[ch] || 0) + 1;
  for (const ch of b) {
    if (!counts[ch]) return false;
    counts[ch]--;
  }
  return true;
}
console.log(isAnagram("anagram", "nagaram"), isAnagram("rat", "car"), isAnagram("aab", "abb"));

function findAnagramsIn(text, pattern) {
  const positions = [];
  const target = [...pattern].sort().join("");
  for (let i = 0; i + pattern.length <= text.length; i++) {
    if ([...text.slice(i, i + pattern.length)].sort().join("") === target) positions.push(i);
  }
  return positions;
}
console.log(findAnagramsIn("cbaebabacd", "abc"), findAnagramsIn("abab", "ab"));
