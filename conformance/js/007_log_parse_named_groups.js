// Parse log lines with named capture groups and summarize by level.
const logs = `2024-03-01T10:15:00Z [INFO] server: started on port 8080
2024-03-01T10:15:02Z [WARN] db: slow query (1532ms)
2024-03-01T10:16:45Z [ERROR] api: timeout calling /users/42
2024-03-01T10:17:00Z [INFO] api: GET /health 200
garbage line that should be skipped
2024-03-01T10:18:30Z [ERROR] db: connection reset`;

const pattern = /^(?<ts>\d{4}-\d{2}-\d{2}T[\d:]+Z) \[(?<level>[A-Z]+)\] (?<source>\w+): (?<msg>.*)$/;

const entries = [];
for (const line of logs.split("\n")) {
  const m = line.match(pattern);
  if (!m) {
    console.log("skip:", JSON.stringify(line));
    continue;
  }
  const { ts, level, source, msg } = m.groups;
  entries.push({ time: ts.slice(11, 19), level, source, msg });
}

const summary = {};
for (const e of entries) summary[e.level] = (summary[e.level] ?? 0) + 1;
console.log(summary);

for (const e of entries.filter((e) => e.level === "ERROR")) {
  console.log(`${e.time} ${e.source.toUpperCase()} -> ${e.msg}`);
}

const durations = [...logs.matchAll(/\((?<ms>\d+)ms\)/g)].map((m) => Number(m.groups.ms));
console.log("durations:", durations);
console.log("path replace:", logs.split("\n")[2].replace(/\/users\/(?<id>\d+)/, "/users/<$<id>>"));
