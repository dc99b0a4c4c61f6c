// Plugin registry using static fields, static methods and static blocks.
class Plugin {
  static #registry = new Map();
  static count = 0;
  static {
    Plugin.version = "1.0.0";
  }

  static register(PluginClass) {
    if (Plugin.#registry.has(PluginClass.id)) {
      console.log(`duplicate plugin ${PluginClass.id} ignored`);
      return false;
    }
    Plugin.#registry.set(PluginClass.id, PluginClass);
    Plugin.count++;
    return true;
  }

  static create(id, ...args) {
    const Cls = Plugin.#registry.get(id);
    return Cls ? new Cls(...args) : null;
  }

  static list() {
    return [...Plugin.#registry.keys()].sort();
  }

  run(input) {
    return input;
  }
}

class Uppercase extends Plugin {
  static id = "upper";
  run(input) { return input.toUpperCase(); }
}

class Repeat extends Plugin {
  static id = "repeat";
  constructor(times = 2) { super(); this.times = times; }
  run(input) { return Array(this.times).fill(input).join(" "); }
}

class Reverse extends Plugin {
  static id = "reverse";
  run(input) { return [...input].reverse().join(""); }
}

console.log(Plugin.register(Uppercase), Plugin.register(Repeat), Plugin.register(Reverse), Plugin.register(Repeat));
console.log("registered:", Plugin.list(), "count:", Plugin.count, "version:", Plugin.version);

const pipeline = [Plugin.create("upper"), Plugin.create("repeat", 3), Plugin.create("reverse"), Plugin.create("missing")];
console.log(pipeline);
const output = pipeline.filter(Boolean).reduce((text, p) => p.run(text), "abc");
console.log(output);
console.log(Object.getPrototypeOf(Repeat) === Plugin, Repeat.count, Object.hasOwn(Repeat, "count"));
console.log(Repeat.id, typeof Plugin.register, Uppercase.name);
