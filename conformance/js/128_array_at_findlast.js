// Modern array accessors: at, findLast, findLastIndex, with, and copyWithin.
const events = [
  { t: 1, type: "login", user: "kai" },
  { t: 4, type: "view", user: "kai" },
  { t: 6, type: "login", user: "lee" },
  { t: 9, type: "purchase", user: "kai", amount: 30 },
  { t: 12, type: "view", user: "lee" },
  { t: 15, type: "purchase", user: "lee", amount: 12 },
  { t: 20, type: "logout", user: "kai" },
];

console.log("first:", events.at(0).type, "last:", events.at(-1).type, "second last:", events.at(-2).type);
console.log("out of range:", events.at(100), events.at(-100));

const lastPurchase = events.findLast((e) => e.type === "purchase");
console.log("last purchase:", lastPurchase);
console.log("index of last kai event:", events.findLastIndex((e) => e.user === "kai"));
console.log("last login before t=10:", events.findLast((e) => e.type === "login" && e.t < 10)?.user);
console.log("no match:", events.findLast((e) => e.type === "refund"), events.findLastIndex((e) => e.t > 100));

const sessions = {};
for (const e of events) (sessions[e.user] ??= []).push(e.t);
for (const [user, times] of Object.entries(sessions)) {
  console.log(`${user}: first at ${times.at(0)}, last at ${times.at(-1)}, span ${times.at(-1) - times.at(0)}`);
}

const letters = ["a", "b", "c", "d", "e"];
console.log(letters.with(-1, "E"), letters.with(0, "A"), letters);
console.log([1, 2, 3, 4, 5].copyWithin(0, 3), [1, 2, 3, 4, 5].copyWithin(1, 0, 2));
console.log("str".at(-1), "😀x".at(0) === "\ud83d", [1, 2, 3].at(1.7), [1, 2, 3].at("-1"));
try {
  letters.with(10, "z");
} catch (e) {
  console.log(e.name, "from with(10)");
}
console.log(Array.prototype.lastIndexOf.call(letters, "c"), letters.toSpliced(1, 2, "X"), letters.length);
