// conformance: module
// Run tasks with a concurrency limit using top-level await.
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const tasks = [
  { name: "thumbnail-1", ms: 160 },
  { name: "thumbnail-2", ms: 40 },
  { name: "thumbnail-3", ms: 60 },
  { name: "thumbnail-4", ms: 120 },
  { name: "thumbnail-5", ms: 20 },
];

let running = 0;
let peak = 0;
const finished = [];

async function runTask({ name, ms }) {
  running++;
  peak = Math.max(peak, running);
  console.log(`start  ${name} (running: ${running})`);
  await sleep(ms);
  running--;
  finished.push(name);
  console.log(`finish ${name}`);
  return ms;
}

async function pool(items, limit, worker) {
  const results = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: limit }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await worker(items[i]);
    }
  });
  await Promise.all(lanes);
  return results;
}

const durations = await pool(tasks, 2, runTask);
console.log("durations:", durations);
console.log("peak concurrency:", peak);
console.log("finish order:", finished.join(", "));
