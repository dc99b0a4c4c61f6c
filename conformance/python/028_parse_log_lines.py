import re
from collections import Counter, defaultdict

LOG = """\
2024-05-01 10:00:01 INFO  server started on port 8080
2024-05-01 10:00:05 INFO  GET /index.html 200 12ms
2024-05-01 10:00:07 WARN  GET /missing 404 3ms
2024-05-01 10:01:10 INFO  POST /api/login 200 45ms
2024-05-01 10:01:12 ERROR POST /api/upload 500 120ms
2024-05-01 10:02:00 INFO  GET /index.html 200 9ms
2024-05-01 10:02:30 ERROR GET /api/data 503 300ms
garbage line here
2024-05-01 10:03:00 INFO  GET /api/data 200 80ms
"""

pattern = re.compile(
    r"^(?P<date>\S+) (?P<time>\S+) (?P<level>\w+)\s+(?P<method>GET|POST) (?P<path>\S+) (?P<status>\d{3}) (?P<ms>\d+)ms$"
)

levels = Counter()
by_path = defaultdict(list)
skipped = 0
for line in LOG.splitlines():
    m = pattern.match(line)
    if not m:
        skipped += 1
        continue
    levels[m["level"]] += 1
    by_path[m["path"]].append(int(m["ms"]))

print("levels:", dict(levels))
print("skipped:", skipped)
for path, times in sorted(by_path.items(), key=lambda kv: -sum(kv[1])):
    print(f"{path:<16} n={len(times)} avg={sum(times) / len(times):7.2f}ms max={max(times)}ms")
errors = [line.split()[1] for line in LOG.splitlines() if " ERROR " in line]
print("error times:", errors)
