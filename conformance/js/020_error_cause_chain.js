// Wrap low-level errors with context using the `cause` option.
class ConfigError extends Error {
  constructor(message, options) {
    super(message, options);
    this.name = "ConfigError";
  }
}

function readRawConfig(text) {
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new ConfigError("config file is not valid JSON", { cause: err });
  }
}

function loadConfig(text) {
  try {
    const cfg = readRawConfig(text);
    if (!cfg.port) throw new RangeError("port is required");
    return cfg;
  } catch (err) {
    throw new Error(`failed to load config`, { cause: err });
  }
}

function describe(err) {
  const chain = [];
  for (let e = err; e; e = e.cause) {
    chain.push(`${e.name}: ${e.message.split("\n")[0].replace(/ in JSON.*| at .*/, "")}`);
  }
  return chain.join("\n  caused by ");
}

for (const input of ['{"port": 80}', '{"port": 0}', "{port: 80}"]) {
  try {
    const cfg = loadConfig(input);
    console.log("loaded:", cfg);
  } catch (err) {
    console.log(describe(err).replace(/SyntaxError: .*/, "SyntaxError: <parse error>"));
    console.log("  instanceof ConfigError:", err.cause instanceof ConfigError, "has cause:", "cause" in err);
  }
}

const plain = new Error("no cause");
console.log("cause" in plain, plain.cause);
const e2 = new TypeError("bad", { cause: "a string cause" });
console.log(e2.cause, e2 instanceof Error, Object.prototype.toString.call(e2));
