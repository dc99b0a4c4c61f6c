// Produce a pretty-printed JSON report from nested data, with sorted keys.
const report = {
  generated: "2024-06-30T00:00:00.000Z",
  team: "Platform",
  metrics: { uptime: 0.9995, incidents: 2, latency: { p50: 120, p99: 870 } },
  services: [
    { name: "auth", version: "2.1.0", healthy: true, deps: ["db", "cache"] },
    { name: "billing", version: "1.9.3", healthy: false, deps: [] },
  ],
  notes: null,
};

function sortKeys(value) {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === "object") {
    return Object.keys(value).sort().reduce((acc, k) => {
      acc[k] = sortKeys(value[k]);
      return acc;
    }, {});
  }
  return value;
}

console.log(JSON.stringify(sortKeys(report), null, 2));
console.log(JSON.stringify(report.services, null, "\t"));
console.log(JSON.stringify(report.metrics, null, 20).split("\n")[1].length);
console.log(JSON.stringify({ a: [], b: {}, c: [{}], d: [[]] }, null, 2));

const compactArrays = JSON.stringify(report.metrics, null, 2).replace(/\[\s+([^\[\]{}]*?)\s+\]/g, (m, inner) => `[${inner.split(/,\s+/).join(", ")}]`);
console.log(compactArrays);

const parsed = JSON.parse(JSON.stringify(report));
console.log(parsed.services[1].deps, parsed.metrics.latency.p99 - parsed.metrics.latency.p50);
console.log(JSON.stringify({ date: new Date(Date.UTC(2020, 0, 1)), re: /x/, map: new Map([[1, 2]]), inf: -Infinity }));
