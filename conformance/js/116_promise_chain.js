// Promise chaining with then/catch/finally, value passing and error recovery.
function step(name, value, fail = false) {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (fail) reject(new Error(`${name} failed`));
      else resolve(value);
    }, 1);
  });
}

step("load", 2)
  .then((n) => {
    console.log("loaded", n);
    return n * 10;
  })
  .then((n) => {
    console.log("multiplied", n);
    return step("save", n + 1);
  })
  .then((n) => {
    console.log("saved", n);
    return step("notify", null, true);
  })
  .then(() => console.log("this is skipped"))
  .catch((err) => {
    console.log("recovered from:", err.message);
    return "fallback";
  })
  .then((v) => {
    console.log("continuing with", v);
    throw new TypeError("second failure");
  })
  .finally(() => console.log("finally runs (value not visible)"))
  .catch((err) => console.log(`${err.name}: ${err.message}`))
  .then(() => {
    console.log("--- part 2 ---");
    return Promise.resolve(1)
      .then((x) => x + 1)
      .finally(() => 100)
      .then((x) => console.log("finally does not change value:", x));
  })
  .then(() => {
    const thenable = { then(resolve) { resolve("from thenable"); } };
    return Promise.resolve(thenable);
  })
  .then((v) => console.log(v))
  .then(() => Promise.reject(42).catch((v) => v * 2))
  .then((v) => console.log("non-error rejection handled:", v))
  .then(() => new Promise((resolve) => resolve(Promise.resolve("nested promise unwrapped"))))
  .then(console.log);

console.log("chain constructed synchronously");
