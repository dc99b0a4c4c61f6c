// Use a Proxy to validate and log property access on a settings object.
function createValidated(target, schema) {
  const log = [];
  const proxy = new Proxy(target, {
    get(obj, prop, receiver) {
      if (typeof prop === "string") log.push(`get ${prop}`);
      return Reflect.get(obj, prop, receiver);
    },
    set(obj, prop, value) {
      const type = schema[prop];
      if (!type) {
        log.push(`reject unknown ${String(prop)}`);
        return true;
      }
      if (typeof value !== type) {
        log.push(`reject ${prop}=${JSON.stringify(value)} (want ${type})`);
        return true;
      }
      log.push(`set ${prop}=${JSON.stringify(value)}`);
      return Reflect.set(obj, prop, value);
    },
    has(obj, prop) {
      return prop in schema;
    },
    deleteProperty(obj, prop) {
      log.push(`delete ${String(prop)}`);
      return Reflect.deleteProperty(obj, prop);
    },
    ownKeys(obj) {
      return Reflect.ownKeys(obj).filter((k) => !k.startsWith("_"));
    },
  });
  return { proxy, log };
}

const { proxy: settings, log } = createValidated(
  { theme: "dark", fontSize: 14, _secret: "x" },
  { theme: "string", fontSize: "number", autosave: "boolean" }
);

settings.fontSize = 16;
settings.fontSize = "big";
settings.autosave = true;
settings.color = "red";
delete settings.theme;
console.log(settings.fontSize, settings.theme);
console.log("autosave" in settings, "color" in settings);
console.log(Object.keys(settings));
console.log(log.join("\n"));
console.log(JSON.stringify(settings));
