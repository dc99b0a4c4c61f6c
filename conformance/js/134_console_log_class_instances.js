// How class instances, getters, symbols and special objects print with console.log.
class User {
  static count = 0;
  #password = "secret";
  constructor(name, email) {
    this.name = name;
    this.email = email;
    this.createdAt = new Date(Date.UTC(2024, 0, 2, 3, 4, 5));
    User.count++;
  }
  get domain() { return this.email.split("@")[1]; }
  greet() { return `hi ${this.name}`; }
}

class Admin extends User {
  constructor(name, email, perms) {
    super(name, email);
    this.perms = perms;
  }
}

const u = new User("lin", "lin@example.com");
const a = new Admin("max", "max@corp.io", ["read", "write"]);
console.log(u);
console.log(a);
console.log([u, a].map((x) => x.constructor.name), User.count);
console.log({ user: u, tags: new Set(["x"]) });

class Empty {}
console.log(new Empty(), Object.create(null), Object.create({ inherited: 1 }));

const nullProto = Object.create(null);
nullProto.key = "value";
console.log(nullProto);

class Temperature {
  constructor(c) { this.celsius = c; }
  [Symbol.toPrimitive](hint) { return hint === "string" ? `${this.celsius}°C` : this.celsius; }
}
const t = new Temperature(21);
console.log(t, `${t}`, t + 1, t * 2);

class Tagged {
  get [Symbol.toStringTag]() { return "CustomTag"; }
}
console.log(Object.prototype.toString.call(new Tagged()), String(new Tagged()));

const withSymbols = { visible: 1, [Symbol.iterator]: null, [Symbol("meta")]: { deep: true } };
console.log(withSymbols);
const frozen = Object.freeze({ a: 1 });
console.log(frozen, Object.isFrozen(frozen));
console.log(new Boolean(false), new Number(3), new String("boxed"));
console.log([new Date(0)], { d: new Date(86400000) }, new Date(Date.UTC(2000, 5, 15)));
