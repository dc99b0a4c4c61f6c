// Render a leaderboard from an API payload where "scores" turned out to be an object, not an array.
const payload = {
  game: "Space Miners",
  season: 3,
  scores: {
    nova: 1820,
    quasar: 2410,
    pulsar: 1995,
    comet: 760,
  },
};

console.log(`${payload.game} — season ${payload.season}`);
console.log("players:", Object.keys(payload.scores).length);

const best = Object.entries(payload.scores).reduce((a, b) => (b[1] > a[1] ? b : a));
console.log("leader:", best[0], "with", best[1]);

const ranked = payload.scores.sort((a, b) => b.points - a.points);
console.log(ranked.map((entry, i) => `${i + 1}. ${entry.name} (${entry.points})`).join("\n"));
