// conformance: module
// A small data pipeline using top-level await with sequential stages.
const delay = (ms) => new Promise((r) => setTimeout(r, ms));

async function extract() {
  await delay(5);
  return [
    "2024-01-03,temp,21.5",
    "2024-01-03,humidity,40",
    "2024-01-04,temp,19.0",
    "2024-01-04,temp,bad",
    "2024-01-05,humidity,55",
    "2024-01-05,temp,23.25",
  ];
}

async function transform(lines) {
  await delay(1);
  const rows = [];
  for (const line of lines) {
    const [date, metric, raw] = line.split(",");
    const value = Number.parseFloat(raw);
    if (Number.isNaN(value)) {
      console.log(`skipping invalid row: ${line}`);
      continue;
    }
    rows.push({ date, metric, value });
  }
  return rows;
}

async function load(rows) {
  await delay(1);
  const byMetric = {};
  for (const { metric, value } of rows) (byMetric[metric] ??= []).push(value);
  return Object.fromEntries(
    Object.entries(byMetric).map(([k, vals]) => [k, {
      n: vals.length,
      min: Math.min(...vals),
      max: Math.max(...vals),
      mean: +(vals.reduce((a, b) => a + b, 0) / vals.length).toFixed(2),
    }]),
  );
}

console.log("extracting...");
const lines = await extract();
console.log(`got ${lines.length} lines`);
const rows = await transform(lines);
const report = await load(rows);
console.log(report);
console.log("pipeline complete");
