// Proxies that add Python-style negative indexing and default values.
function pyArray(arr) {
  return new Proxy(arr, {
    get(target, prop, receiver) {
      if (typeof prop === "string" && /^-\d+$/.test(prop)) {
        prop = String(target.length + Number(prop));
      }
      return Reflect.get(target, prop, receiver);
    },
    set(target, prop, value, receiver) {
      if (typeof prop === "string" && /^-\d+$/.test(prop)) {
        prop = String(target.length + Number(prop));
      }
      return Reflect.set(target, prop, value, receiver);
    },
  });
}

const letters = pyArray(["a", "b", "c", "d"]);
console.log(letters[-1], letters[-2], letters[0], letters[-5]);
letters[-1] = "D";
console.log(letters.join(""), letters.length, Array.isArray(letters));
console.log(letters.map((l) => l.toUpperCase()), letters.slice(-2));

function withDefault(obj, fallback) {
  return new Proxy(obj, {
    get: (t, p) => (p in t ? t[p] : typeof fallback === "function" ? fallback(p) : fallback),
  });
}
const counts = withDefault({}, 0);
for (const ch of "mississippi") counts[ch] = counts[ch] + 1;
console.log({ ...counts }, counts.z);

const env = withDefault({ HOME: "/home/kai" }, (key) => `<unset:${String(key)}>`);
console.log(env.HOME, env.EDITOR);

const traced = [];
const tracer = new Proxy(function add(a, b) { return a + b; }, {
  apply(target, thisArg, args) {
    traced.push(`${target.name}(${args.join(", ")})`);
    return Reflect.apply(target, thisArg, args);
  },
  construct(target, args) {
    traced.push(`new ${target.name}`);
    return { constructed: args };
  },
});
console.log(tracer(2, 3), tracer.call(null, 10, 20), new tracer(1));
console.log(traced);

const revocable = Proxy.revocable({ secret: 42 }, {});
console.log(revocable.proxy.secret);
revocable.revoke();
try { revocable.proxy.secret; } catch (e) { console.log(e.constructor.name, "after revoke"); }
