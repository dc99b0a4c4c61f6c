// Retry a flaky async operation with exponential backoff.
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function makeFlaky(failuresBeforeSuccess) {
  let attempts = 0;
  return async function request(url) {
    attempts++;
    await wait(1);
    if (attempts <= failuresBeforeSuccess) {
      const err = new Error(`503 from ${url}`);
      err.status = 503;
      throw err;
    }
    return { url, status: 200, attempts };
  };
}

async function withRetry(fn, { retries = 3, baseDelay = 2 } = {}) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if (attempt >= retries) {
        throw new Error(`giving up after ${attempt + 1} attempts`, { cause: err });
      }
      const delay = baseDelay * 2 ** attempt;
      console.log(`  attempt ${attempt + 1} failed (${err.message}), retrying in ${delay}ms`);
      await wait(delay);
    }
  }
}

async function main() {
  const ok = makeFlaky(2);
  console.log("request A:");
  console.log(await withRetry(() => ok("/api/a")));

  const bad = makeFlaky(10);
  console.log("request B:");
  try {
    await withRetry(() => bad("/api/b"), { retries: 2 });
  } catch (err) {
    console.log(`${err.message}; last error: ${err.cause.message} (status ${err.cause.status})`);
  }
}

main().finally(() => console.log("finished"));
