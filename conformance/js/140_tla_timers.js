// conformance: module
// Top-level await combined with timers and microtasks ordering.
const log = [];
const note = (msg) => { log.push(msg); console.log(msg); };
const sleep = (ms, label) => new Promise((r) => setTimeout(() => { note(`timer ${label} (${ms}ms)`); r(label); }, ms));

note("module start");
queueMicrotask(() => note("microtask queued before first await"));
setTimeout(() => note("plain timeout 0"), 0);

const first = await sleep(20, "A");
note(`awaited ${first}`);

const [b, c] = await Promise.all([sleep(60, "B"), sleep(20, "C")]);
note(`awaited both: ${b}, ${c}`);

const winner = await Promise.race([sleep(80, "D"), sleep(20, "E")]);
note(`race winner: ${winner}`);

await null;
note("after awaiting a non-promise");

let intervalCount = 0;
await new Promise((resolve) => {
  const id = setInterval(() => {
    intervalCount++;
    note(`interval tick ${intervalCount}`);
    if (intervalCount === 3) {
      clearInterval(id);
      resolve();
    }
  }, 5);
});

note(`module end, ${log.length} events so far`);
