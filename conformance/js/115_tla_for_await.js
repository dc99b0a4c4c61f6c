// conformance: module
// Stream sensor readings through an async generator using top-level for await.
const readings = [
  { sensor: "t1", value: 21.4 },
  { sensor: "t2", value: 19.8 },
  { sensor: "t1", value: 22.1 },
  { sensor: "t3", value: 35.0 },
  { sensor: "t2", value: 20.3 },
  { sensor: "t1", value: 90.0 },
  { sensor: "t3", value: 34.2 },
];

async function* sensorStream(items, intervalMs) {
  for (const item of items) {
    await new Promise((r) => setTimeout(r, intervalMs));
    yield item;
  }
}

async function* smooth(source, windowSize) {
  const windows = new Map();
  for await (const { sensor, value } of source) {
    const w = windows.get(sensor) ?? [];
    w.push(value);
    if (w.length > windowSize) w.shift();
    windows.set(sensor, w);
    yield { sensor, value, avg: +(w.reduce((a, b) => a + b, 0) / w.length).toFixed(2) };
  }
}

const alerts = [];
let count = 0;
for await (const r of smooth(sensorStream(readings, 2), 2)) {
  count++;
  const flag = Math.abs(r.value - r.avg) > 10 ? "  <-- spike" : "";
  if (flag) alerts.push(r.sensor);
  console.log(`${r.sensor}: ${r.value.toFixed(1).padStart(5)} avg ${String(r.avg).padStart(5)}${flag}`);
}

console.log(`processed ${count} readings, alerts: ${JSON.stringify(alerts)}`);
const final = await Promise.resolve({ done: true, count });
console.log(final);
