// A cron-like scheduler built on setInterval, using a virtual tick counter.
class Scheduler {
  #jobs = [];
  #tick = 0;
  #handle = null;

  every(ticks, name, fn) {
    this.#jobs.push({ ticks, name, fn, runs: 0 });
    return this;
  }

  start(tickMs, maxTicks) {
    return new Promise((resolve) => {
      this.#handle = setInterval(() => {
        this.#tick++;
        const due = this.#jobs.filter((j) => this.#tick % j.ticks === 0);
        if (due.length) {
          console.log(`tick ${String(this.#tick).padStart(2)}: ${due.map((j) => j.name).join(", ")}`);
          for (const job of due) {
            job.runs++;
            job.fn(this.#tick);
          }
        }
        if (this.#tick >= maxTicks) {
          clearInterval(this.#handle);
          resolve(this.#jobs.map(({ name, runs }) => ({ name, runs })));
        }
      }, tickMs);
    });
  }
}

const metrics = [];
const scheduler = new Scheduler()
  .every(2, "heartbeat", () => {})
  .every(3, "collect-metrics", (t) => metrics.push(t * 10))
  .every(5, "flush", () => {
    console.log(`         flushing ${metrics.length} metric(s): ${metrics.splice(0).join(",")}`);
  });

scheduler.start(3, 12).then((summary) => {
  console.log(summary);
  console.log("unflushed:", metrics);
});
