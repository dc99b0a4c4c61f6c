// Merge user options with defaults using destructuring and spread.
const defaults = {
  host: "localhost",
  port: 8080,
  tls: { enabled: false, cert: null },
  retries: 3,
  tags: ["web"],
};

function createServerConfig({ host = defaults.host, port = defaults.port, tls = {}, ...rest } = {}) {
  const { enabled = false, cert = null } = tls;
  return { host, port, tls: { enabled, cert }, ...rest };
}

console.log(createServerConfig());
console.log(createServerConfig({ port: 443, tls: { enabled: true, cert: "server.pem" }, verbose: true }));

const [first, , third = "default", ...others] = ["a", "b", undefined, "d", "e"];
console.log(first, third, others);

const {
  tls: { enabled: tlsOn },
  tags: [primaryTag],
  missing: { deep } = { deep: "fallback" },
} = defaults;
console.log(tlsOn, primaryTag, deep);

const points = [[1, 2], [3, 4], [5, 6]];
for (const [x, y] of points) console.log(`(${x}, ${y}) -> ${Math.hypot(x, y).toFixed(3)}`);

const entries = Object.entries({ alpha: 1, beta: 2 }).map(([k, v]) => ({ [k.toUpperCase()]: v * 10 }));
console.log(entries);

let a = 1, b = 2;
[a, b] = [b, a];
console.log({ a, b });

const merged = { ...defaults, ...{ port: 9000, tags: [...defaults.tags, "api"] } };
console.log(merged);
console.log(defaults.tags);
