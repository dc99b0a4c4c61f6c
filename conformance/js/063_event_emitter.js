// A minimal event emitter with on/once/off and wildcard listeners.
class EventEmitter {
  #listeners = new Map();

  on(event, fn) {
    if (!this.#listeners.has(event)) this.#listeners.set(event, []);
    this.#listeners.get(event).push(fn);
    return () => this.off(event, fn);
  }

  once(event, fn) {
    const wrapper = (...args) => {
      this.off(event, wrapper);
      fn(...args);
    };
    return this.on(event, wrapper);
  }

  off(event, fn) {
    const list = this.#listeners.get(event);
    if (!list) return;
    const idx = list.indexOf(fn);
    if (idx !== -1) list.splice(idx, 1);
    if (!list.length) this.#listeners.delete(event);
  }

  emit(event, ...args) {
    const handlers = [...(this.#listeners.get(event) ?? []), ...(this.#listeners.get("*") ?? [])];
    for (const h of handlers) h(...args, event);
    return handlers.length > 0;
  }

  listenerCount(event) {
    return this.#listeners.get(event)?.length ?? 0;
  }
}

const bus = new EventEmitter();
const unsubscribe = bus.on("message", (text, from) => console.log(`[message] ${from}: ${text}`));
bus.once("connect", (id) => console.log(`connected as ${id} (only once)`));
bus.on("*", (...args) => console.log(`  wildcard saw "${args.at(-1)}" with ${args.length - 1} arg(s)`));

bus.emit("connect", "user-1");
bus.emit("connect", "user-2");
bus.emit("message", "hello", "alice");
console.log("message listeners:", bus.listenerCount("message"));
unsubscribe();
console.log("after unsubscribe:", bus.listenerCount("message"));
console.log("emit returned:", bus.emit("message", "anyone?", "bob"));
console.log("connect listeners:", bus.listenerCount("connect"));

class Store extends EventEmitter {
  #state = {};
  set(key, value) {
    const old = this.#state[key];
    this.#state[key] = value;
    if (old !== value) this.emit("change", { key, old, value });
  }
}
const store = new Store();
store.on("change", (c) => console.log("change:", c));
store.set("count", 1);
store.set("count", 1);
store.set("count", 2);
