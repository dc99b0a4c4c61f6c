// A promise-based task queue with priorities and a concurrency limit.
class TaskQueue {
  #queue = [];
  #active = 0;
  #idleResolvers = [];

  constructor(concurrency) {
    this.concurrency = concurrency;
    this.completed = [];
  }

  add(name, fn, priority = 0) {
    return new Promise((resolve, reject) => {
      this.#queue.push({ name, fn, priority, resolve, reject });
      this.#queue.sort((a, b) => b.priority - a.priority);
      queueMicrotask(() => this.#drain());
    });
  }

  #drain() {
    while (this.#active < this.concurrency && this.#queue.length) {
      const task = this.#queue.shift();
      this.#active++;
      Promise.resolve()
        .then(task.fn)
        .then(task.resolve, task.reject)
        .finally(() => {
          this.#active--;
          this.completed.push(task.name);
          this.#drain();
          if (this.#active === 0 && this.#queue.length === 0) this.#idleResolvers.splice(0).forEach((r) => r());
        });
    }
  }

  onIdle() {
    return new Promise((resolve) => this.#idleResolvers.push(resolve));
  }
}

const wait = (ms, v) => new Promise((r) => setTimeout(() => r(v), ms));
const q = new TaskQueue(2);

const results = [
  q.add("low-1", () => wait(100, "L1")),
  q.add("low-2", () => wait(10, "L2")),
  q.add("high", () => wait(5, "H"), 10),
  q.add("mid", () => wait(60, "M"), 5),
  q.add("failing", async () => { await wait(10); throw new Error("disk full"); }, 1),
];

results.forEach((p, i) => p.then((v) => console.log(`task ${i} resolved: ${v}`), (e) => console.log(`task ${i} rejected: ${e.message}`)));

q.onIdle().then(() => {
  console.log("queue idle; completion order:", q.completed);
});
