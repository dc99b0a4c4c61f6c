// Format fixed UTC timestamps in several ways.
const timestamps = [0, 951782400000, 1700000000000, Date.UTC(2024, 1, 29, 23, 59, 59, 999)];
const days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

function pad(n, w = 2) {
  return String(n).padStart(w, "0");
}

function formatUTC(d) {
  return `${days[d.getUTCDay()]}, ${pad(d.getUTCDate())} ${months[d.getUTCMonth()]} ${d.getUTCFullYear()} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} UTC`;
}

for (const ts of timestamps) {
  const d = new Date(ts);
  console.log(d.toISOString(), "|", formatUTC(d), "|", d.toUTCString());
}

const d = new Date("2023-12-31T22:00:00Z");
d.setUTCHours(d.getUTCHours() + 5);
console.log("plus 5h:", d.toISOString());
console.log("json:", JSON.stringify({ when: d }));
console.log("valueOf:", d.valueOf(), "year:", d.getUTCFullYear());

const parsed = Date.parse("2020-02-29T12:00:00.000Z");
console.log("parsed:", parsed, new Date(parsed).getUTCDay());
console.log("invalid:", new Date("not a date").getTime(), String(new Date(NaN)));
