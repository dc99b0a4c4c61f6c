// Two-way communication with generators: next(value), return(), throw(), and finally blocks.
function* conversation() {
  console.log("  [gen] started");
  try {
    const name = yield "What is your name?";
    const age = yield `Hello ${name}! How old are you?`;
    const years = 65 - Number(age);
    yield years > 0 ? `${years} years until retirement` : "Already retired!";
    return "conversation over";
  } finally {
    console.log("  [gen] cleanup in finally");
  }
}

const chat = conversation();
console.log(chat.next());
console.log(chat.next("Sam"));
console.log(chat.next("40"));
console.log(chat.next());
console.log(chat.next());

const early = conversation();
early.next();
console.log("return():", early.return("hung up"));
console.log("after return:", early.next());

function* resilientCounter() {
  let count = 0;
  while (true) {
    try {
      const cmd = yield count;
      if (cmd === "reset") count = 0;
      else count++;
    } catch (err) {
      console.log(`  [counter] recovered from ${err.message}`);
      count = -1;
    }
  }
}
const c = resilientCounter();
console.log(c.next().value, c.next().value, c.next().value);
console.log("throw():", c.throw(new Error("glitch")));
console.log(c.next().value, c.next("reset").value, c.next().value);

function* inner() {
  const x = yield 1;
  console.log("  inner got", x);
  return "inner-done";
}
function* outer() {
  const r = yield* inner();
  console.log("  delegation returned", r);
  yield 2;
}
const o = outer();
console.log(o.next(), o.next("hello"), o.next());

const g = conversation();
try {
  g.throw(new Error("thrown before start"));
} catch (e) {
  console.log("not started, error propagates:", e.message);
}
