// Introspect and manipulate objects with the Reflect API.
class Widget {
  constructor(name) { this.name = name; }
  describe(prefix = "") { return `${prefix}Widget(${this.name})`; }
}

const w = Reflect.construct(Widget, ["gear"]);
console.log(w, w instanceof Widget);
console.log(Reflect.apply(Widget.prototype.describe, { name: "borrowed" }, ["> "]));
console.log(Reflect.has(w, "name"), Reflect.has(w, "describe"), Reflect.ownKeys(w));

Reflect.defineProperty(w, "id", { value: 7, writable: false, enumerable: false });
console.log(w.id, Object.keys(w), Reflect.set(w, "id", 8), w.id);
console.log(Reflect.getOwnPropertyDescriptor(w, "id"));

const frozen = Object.freeze({ x: 1 });
console.log(Reflect.set(frozen, "x", 2), Reflect.isExtensible(frozen), Reflect.deleteProperty(frozen, "x"));

const sealed = Object.seal({ y: 1 });
sealed.y = 5;
delete sealed.y;
sealed.z = 3;
console.log(sealed, Object.isSealed(sealed), Object.isFrozen(sealed));

const proto = { greet() { return "hi from proto"; } };
const obj = {};
Reflect.setPrototypeOf(obj, proto);
console.log(obj.greet(), Reflect.getPrototypeOf(obj) === proto);

const sym = Symbol("tag");
const mixed = { b: 1, a: 2, 10: "ten", 2: "two", [sym]: "s" };
console.log(Reflect.ownKeys(mixed));

const receiver = { factor: 10 };
const source = { factor: 2, get scaled() { return 5 * this.factor; } };
console.log(Reflect.get(source, "scaled"), Reflect.get(source, "scaled", receiver));
console.log(Reflect.preventExtensions(obj), Reflect.set(obj, "newProp", 1), obj.newProp);
