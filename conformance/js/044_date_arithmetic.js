// Date arithmetic in UTC: add days/months, days between, week numbers.
const DAY = 86_400_000;

function addDays(date, n) {
  return new Date(date.getTime() + n * DAY);
}

function addMonths(date, n) {
  const d = new Date(date);
  const targetDay = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + n);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(targetDay, lastDay));
  return d;
}

function daysBetween(a, b) {
  return Math.round((b - a) / DAY);
}

function isoWeek(date) {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const dayNum = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - dayNum);
  const yearStart = new Date(Date.UTC(d.getUTCFullYear(), 0, 1));
  return [d.getUTCFullYear(), Math.ceil(((d - yearStart) / DAY + 1) / 7)];
}

const isLeap = (y) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const fmt = (d) => d.toISOString().slice(0, 10);

const base = new Date(Date.UTC(2024, 0, 31));
console.log("base:", fmt(base));
console.log("+1 day:", fmt(addDays(base, 1)), "+30 days:", fmt(addDays(base, 30)), "-31 days:", fmt(addDays(base, -31)));
console.log("+1 month:", fmt(addMonths(base, 1)), "+13 months:", fmt(addMonths(base, 13)), "-2 months:", fmt(addMonths(base, -2)));
console.log("days in 2024:", daysBetween(new Date("2024-01-01T00:00:00Z"), new Date("2025-01-01T00:00:00Z")));
console.log("until xmas:", daysBetween(base, new Date(Date.UTC(2024, 11, 25))));

for (const iso of ["2021-01-03", "2024-12-30", "2026-06-15", "2020-12-31"]) {
  const [y, w] = isoWeek(new Date(iso + "T12:00:00Z"));
  console.log(`${iso} -> ${y}-W${String(w).padStart(2, "0")}`);
}
console.log([1900, 2000, 2023, 2024].map((y) => `${y}:${isLeap(y)}`).join(" "));
const overflow = new Date(Date.UTC(2023, 1, 30));
console.log("Feb 30 rolls to", fmt(overflow), "month index 12 ->", fmt(new Date(Date.UTC(2023, 12, 1))));
