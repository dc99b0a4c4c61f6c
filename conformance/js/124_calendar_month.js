// Print month calendars for fixed dates using UTC date math.
function printMonth(year, month, highlights = []) {
  const names = ["January", "February", "March", "April", "May", "June", "July",
    "August", "September", "October", "November", "December"];
  const first = new Date(Date.UTC(year, month, 1));
  const daysInMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const offset = (first.getUTCDay() + 6) % 7; // Monday-first
  const title = `${names[month]} ${year}`;
  const lines = [title.padStart(10 + Math.ceil(title.length / 2)).padEnd(20), "Mo Tu We Th Fr Sa Su"];
  let week = "   ".repeat(offset);
  for (let d = 1; d <= daysInMonth; d++) {
    const cell = highlights.includes(d) ? `*${d}`.padStart(2) : String(d).padStart(2);
    week += cell + ((offset + d) % 7 === 0 ? "" : " ");
    if ((offset + d) % 7 === 0) {
      lines.push(week);
      week = "";
    }
  }
  if (week) lines.push(week.trimEnd());
  console.log(lines.join("\n"));
  console.log();
}

printMonth(2024, 1, [14, 29]);
printMonth(2023, 9);
printMonth(2026, 11, [25]);

function nthWeekday(year, month, weekday, n) {
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const day = 1 + ((weekday - first + 7) % 7) + (n - 1) * 7;
  return new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);
}
console.log("US Thanksgiving 2024:", nthWeekday(2024, 10, 4, 4));
console.log("Mother's day (US) 2025:", nthWeekday(2025, 4, 0, 2));
const fridays13 = [];
for (let y = 2024; y <= 2026; y++)
  for (let m = 0; m < 12; m++)
    if (new Date(Date.UTC(y, m, 13)).getUTCDay() === 5) fridays13.push(`${y}-${String(m + 1).padStart(2, "0")}`);
console.log("Friday the 13ths:", fridays13);
