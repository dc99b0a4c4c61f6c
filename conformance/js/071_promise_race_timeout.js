// Add timeouts to slow operations with Promise.race and AbortController.
class TimeoutError extends Error {
  constructor(ms) {
    super(`operation timed out after ${ms}ms`);
    this.name = "TimeoutError";
  }
}

function withTimeout(promise, ms) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const slowOp = (ms, value) => new Promise((resolve) => setTimeout(() => resolve(value), ms));

function cancellableOp(ms, signal) {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => resolve(`finished ${ms}ms job`), ms);
    signal.addEventListener("abort", () => {
      clearTimeout(t);
      reject(new Error(`aborted: ${signal.reason}`));
    });
  });
}

async function main() {
  for (const [ms, limit] of [[10, 50], [80, 20], [5, 5_000]]) {
    try {
      const result = await withTimeout(slowOp(ms, `result after ${ms}ms`), limit);
      console.log("ok:", result);
    } catch (err) {
      console.log(`${err.name}: ${err.message}`, err instanceof TimeoutError);
    }
  }

  const controller = new AbortController();
  setTimeout(() => controller.abort("user clicked cancel"), 30);
  const outcomes = await Promise.allSettled([
    cancellableOp(5, controller.signal),
    cancellableOp(90, controller.signal),
  ]);
  console.log(outcomes.map((o) => o.value ?? o.reason.message));
  console.log("signal aborted:", controller.signal.aborted);
}

main();
