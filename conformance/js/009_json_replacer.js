// Serialize an object with a replacer function, key whitelist and indentation.
const user = {
  id: 7,
  name: "Marie",
  password: "hunter2",
  roles: ["admin", "editor"],
  profile: { age: 34, city: "Lyon", lastLogin: new Date(Date.UTC(2024, 0, 15, 9, 30)) },
  score: 12.5,
  big: undefined,
  greet() { return "hi"; },
};

const redacted = JSON.stringify(user, (key, value) => {
  if (key === "password") return "***";
  if (typeof value === "number" && key !== "id") return Math.round(value);
  return value;
}, 2);
console.log(redacted);

console.log(JSON.stringify(user, ["id", "name", "roles"]));
console.log(JSON.stringify(user.profile, null, "--"));
console.log(JSON.stringify([undefined, () => 1, Symbol("s"), NaN, Infinity, null]));
console.log(JSON.stringify({ nested: { deeper: { deepest: [1, [2, [3]]] } } }, null, 1));

class Money {
  constructor(cents) { this.cents = cents; }
  toJSON() { return `$${(this.cents / 100).toFixed(2)}`; }
}
console.log(JSON.stringify({ total: new Money(12345), tax: new Money(987) }));
console.log(JSON.stringify("line\nbreak \"quoted\" \u2028 tab\t"));
