// Trace the relative order of microtasks, promise chains and timers.
const log = [];
const record = (label) => { log.push(label); console.log(label); };

record("sync 1");

setTimeout(() => record("timeout A"), 0);

queueMicrotask(() => {
  record("micro 1");
  queueMicrotask(() => record("micro 1 -> nested"));
});

const p = new Promise((resolve) => {
  record("executor runs synchronously");
  resolve("value");
});

p.then((v) => record(`then 1 (${v})`))
  .then(() => record("then 2"))
  .then(() => record("then 3"));

Promise.reject(new Error("boom"))
  .catch((e) => record(`catch: ${e.message}`))
  .finally(() => record("finally"));

async function asyncFn() {
  record("async start");
  await undefined;
  record("async after 1st await");
  await new Promise((r) => setTimeout(r, 0));
  record("async after timer await");
}
asyncFn();

setTimeout(() => {
  record("timeout B");
  queueMicrotask(() => record("micro inside timeout B"));
}, 0);

Promise.resolve().then(() => setTimeout(() => {
  record("timeout scheduled from microtask");
  console.log("total events:", log.length);
}, 0));

record("sync 2");
