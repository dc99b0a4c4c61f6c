// A leveled logger that writes warnings/errors to stderr and a summary to stdout.
class Logger {
  static LEVELS = { debug: 10, info: 20, warn: 30, error: 40 };
  #counts = { debug: 0, info: 0, warn: 0, error: 0 };
  #clock;

  constructor(name, { level = "info", clock } = {}) {
    this.name = name;
    this.threshold = Logger.LEVELS[level];
    this.#clock = clock;
  }

  #write(level, msg, fields) {
    this.#counts[level]++;
    if (Logger.LEVELS[level] < this.threshold) return;
    const ts = new Date(this.#clock()).toISOString();
    const extra = fields ? " " + Object.entries(fields).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(" ") : "";
    const line = `${ts} ${level.toUpperCase().padEnd(5)} [${this.name}] ${msg}${extra}`;
    if (Logger.LEVELS[level] >= Logger.LEVELS.warn) console.error(line);
    else console.log(line);
  }

  debug(msg, f) { this.#write("debug", msg, f); }
  info(msg, f) { this.#write("info", msg, f); }
  warn(msg, f) { this.#write("warn", msg, f); }
  error(msg, f) { this.#write("error", msg, f); }

  child(suffix) {
    const parent = this;
    const child = new Logger(`${this.name}:${suffix}`, { clock: this.#clock });
    child.threshold = parent.threshold;
    return child;
  }

  get counts() { return { ...this.#counts }; }
}

let t = Date.UTC(2024, 4, 20, 14, 0, 0);
const clock = () => (t += 1250);

const log = new Logger("server", { level: "info", clock });
log.debug("config loaded", { path: "/etc/app.json" });
log.info("listening", { port: 8080 });
const db = log.child("db");
db.info("connected", { pool: 10 });
db.warn("slow query", { ms: 1875, sql: "SELECT * FROM orders" });
log.info("request", { method: "GET", path: "/api/items", status: 200 });
db.error("connection lost", { retry: true });
log.error("unhandled exception", { message: "boom" });

console.log("server counts:", log.counts);
console.log("db counts:", db.counts);
console.error("(stderr only line)");
console.log("done at", new Date(t).toISOString());
