// Human-readable durations between fixed UTC timestamps.
function breakdown(ms) {
  const sign = ms < 0 ? "-" : "";
  ms = Math.abs(ms);
  const units = [
    ["d", 86_400_000],
    ["h", 3_600_000],
    ["m", 60_000],
    ["s", 1000],
    ["ms", 1],
  ];
  const parts = [];
  for (const [label, size] of units) {
    const n = Math.floor(ms / size);
    ms %= size;
    if (n) parts.push(`${n}${label}`);
  }
  return sign + (parts.join(" ") || "0ms");
}

function relative(from, to) {
  const diff = (to - from) / 1000;
  const abs = Math.abs(diff);
  const table = [[60, "second", 1], [3600, "minute", 60], [86400, "hour", 3600], [2592000, "day", 86400], [31536000, "month", 2592000], [Infinity, "year", 31536000]];
  const [, unit, div] = table.find(([limit]) => abs < limit);
  const n = Math.round(abs / div);
  const label = `${n} ${unit}${n === 1 ? "" : "s"}`;
  return diff >= 0 ? `in ${label}` : `${label} ago`;
}

const now = Date.UTC(2024, 6, 15, 12, 0, 0);
const events = {
  deploy: Date.UTC(2024, 6, 15, 11, 58, 30),
  lunch: Date.UTC(2024, 6, 15, 13, 30),
  launch: Date.UTC(2024, 8, 1),
  founded: Date.UTC(2019, 2, 10),
  standup: Date.UTC(2024, 6, 15, 12, 0, 20),
};

for (const [name, ts] of Object.entries(events)) {
  console.log(`${name.padEnd(8)} ${new Date(ts).toISOString()}  ${relative(now, ts).padEnd(14)} ${breakdown(ts - now)}`);
}

console.log(breakdown(0), breakdown(90061001), breakdown(-1500));
const uptimeSeconds = 1_234_567;
const d = new Date(uptimeSeconds * 1000);
console.log(`uptime: ${Math.floor(uptimeSeconds / 86400)} days, ${d.toISOString().substr(11, 8)}`);
