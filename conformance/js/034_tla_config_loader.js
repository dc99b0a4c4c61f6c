// conformance: module
// Load configuration "sources" with top-level await and merge them.
const sources = {
  defaults: { port: 3000, logLevel: "info", features: { search: true } },
  file: { port: 8080, features: { beta: true } },
  env: { logLevel: "debug" },
};

function loadSource(name, ms) {
  return new Promise((resolve) => setTimeout(() => {
    console.log(`loaded ${name}`);
    resolve(sources[name]);
  }, ms));
}

function deepMerge(target, source) {
  const out = { ...target };
  for (const [key, value] of Object.entries(source)) {
    out[key] = value && typeof value === "object" && !Array.isArray(value)
      ? deepMerge(out[key] ?? {}, value)
      : value;
  }
  return out;
}

const loaded = await Promise.all([
  loadSource("defaults", 120),
  loadSource("file", 40),
  loadSource("env", 80),
]);

const config = loaded.reduce(deepMerge, {});
console.log(config);

const port = await Promise.resolve(config.port);
console.log(`Server would listen on :${port} with log level ${config.logLevel.toUpperCase()}`);
console.log("features enabled:", Object.keys(config.features).filter((k) => config.features[k]));
