// Parse JSON with a reviver that restores dates, bigints and Maps.
const payload = `{
  "event": "deploy",
  "startedAt": "2024-05-01T08:00:00.000Z",
  "finishedAt": "2024-05-01T08:07:30.500Z",
  "bytes": "bigint:98765432109876543210",
  "steps": [
    {"name": "build", "at": "2024-05-01T08:01:00.000Z", "ok": true},
    {"name": "test", "at": "2024-05-01T08:05:00.000Z", "ok": false}
  ],
  "labels": {"__map__": [["env", "prod"], ["region", "eu-west-1"]]},
  "version": 3
}`;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const visited = [];

const data = JSON.parse(payload, function (key, value) {
  visited.push(key);
  if (typeof value === "string" && ISO_DATE.test(value)) return new Date(value);
  if (typeof value === "string" && value.startsWith("bigint:")) return BigInt(value.slice(7));
  if (value && typeof value === "object" && "__map__" in value) return new Map(value.__map__);
  if (key === "version") return undefined; // drop it
  return value;
});

console.log(data);
console.log("duration (s):", (data.finishedAt - data.startedAt) / 1000);
console.log("failed steps:", data.steps.filter((s) => !s.ok).map((s) => s.name));
console.log("region:", data.labels.get("region"));
console.log("bytes + 1 =", data.bytes + 1n);
console.log("has version:", "version" in data);
console.log("visit order:", visited.join(","));

const roundTrip = JSON.stringify(data, (k, v) =>
  typeof v === "bigint" ? `bigint:${v}` : v instanceof Map ? { __map__: [...v] } : v);
console.log(roundTrip);
console.log(JSON.parse("[1, 2, 3]", (k, v) => (Array.isArray(v) ? v : v * 10)));
console.log(JSON.parse('"\\u00e9t\\u00e9"'), JSON.parse(" 42 "), JSON.parse("null"));
