// Nested and chained timers: a simple scheduler with cancellation.
const start = 0;
let clock = start;
const out = [];
const log = (msg) => out.push(msg);

function schedule(name, delay, children = []) {
  return setTimeout(() => {
    clock += delay;
    log(`${name} fired`);
    for (const child of children) schedule(child.name, child.delay, child.children);
  }, delay);
}

schedule("A", 50, [
  { name: "A.1", delay: 100 },
  { name: "A.2", delay: 400, children: [{ name: "A.2.a", delay: 10 }] },
]);
schedule("B", 250, [{ name: "B.1", delay: 0 }]);
const doomed = schedule("C", 300);
setTimeout(() => { clearTimeout(doomed); log("C cancelled"); }, 100);

let ticks = 0;
const iv = setInterval(() => {
  ticks++;
  log(`tick ${ticks}`);
  if (ticks === 3) clearInterval(iv);
}, 200);

setTimeout(() => {
  console.log(out.join("\n"));
  console.log("total callbacks:", out.length);
}, 900);
