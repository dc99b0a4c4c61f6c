// Use Promise.any to take the first successful mirror, and inspect AggregateError.
const wait = (ms) => new Promise((r) => setTimeout(r, ms));

async function download(mirror) {
  await wait(mirror.latency);
  if (!mirror.up) throw new Error(`${mirror.host} unreachable`);
  return { host: mirror.host, bytes: mirror.latency * 1000 };
}

const mirrors = [
  { host: "us.mirror.test", latency: 20, up: false },
  { host: "ap.mirror.test", latency: 40, up: true },
  { host: "eu.mirror.test", latency: 90, up: true },
];

async function main() {
  const winner = await Promise.any(mirrors.map(download));
  console.log("fastest healthy mirror:", winner);

  const allDown = mirrors.map((m) => ({ ...m, up: false }));
  try {
    await Promise.any(allDown.map(download));
  } catch (err) {
    console.log(err instanceof AggregateError, err.name, err.errors.length);
    console.log(err.errors.map((e) => e.message));
  }

  try {
    await Promise.any([]);
  } catch (err) {
    console.log("empty input:", err.constructor.name, err.errors.length);
  }

  const agg = new AggregateError([new TypeError("a"), new RangeError("b")], "multiple failures");
  console.log(agg.message, agg.errors.map((e) => e.name));

  const mixed = await Promise.any([Promise.reject(new Error("x")), wait(5).then(() => "slow ok"), 42]);
  console.log("non-promise values count as fulfilled:", mixed);
}

main();
