// Handle a batch of jobs where some fail, using Promise.allSettled.
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function runJob(name, ms, shouldFail) {
  await sleep(ms);
  if (shouldFail) throw new Error(`${name} failed after ${ms}ms`);
  return `${name} ok`;
}

const jobs = [
  ["resize-images", 120, false],
  ["send-emails", 100, true],
  ["update-index", 80, false],
  ["backup-db", 20, true],
];

async function main() {
  const results = await Promise.allSettled(jobs.map(([n, ms, f]) => runJob(n, ms, f)));
  results.forEach((r, i) => {
    const name = jobs[i][0];
    if (r.status === "fulfilled") console.log(`✔ ${name}: ${r.value}`);
    else console.log(`✘ ${name}: ${r.reason.message}`);
  });
  const summary = results.reduce((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});
  console.log(summary);
  console.log(results.filter((r) => r.status === "fulfilled"));

  try {
    await Promise.all(jobs.map(([n, ms, f]) => runJob(n, ms, f)));
  } catch (e) {
    console.log("Promise.all rejected with:", e.message);
  }

  const first = await Promise.race(jobs.map(([n, ms]) => runJob(n, ms, false)));
  console.log("race winner:", first);
  const settledValues = await Promise.allSettled([1, Promise.resolve(2), Promise.reject(new TypeError("three"))]);
  console.log(settledValues.map((s) => s.value ?? s.reason.name));
}

main();
