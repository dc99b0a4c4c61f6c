from datetime import datetime, date, timedelta

raw = [
    "2024-01-05 08:30",
    "05/02/2024 17:45",
    "March 3, 2024",
    "2024-13-01 00:00",
    "20240410T061500",
]
formats = ["%Y-%m-%d %H:%M", "%d/%m/%Y %H:%M", "%B %d, %Y", "%Y%m%dT%H%M%S"]


def parse(text):
    for fmt in formats:
        try:
            return datetime.strptime(text, fmt)
        except ValueError:
            continue
    return None


parsed = []
for r in raw:
    dt = parse(r)
    print(f"{r!r:<22} -> {dt}")
    if dt:
        parsed.append(dt)

parsed.sort()
for a, b in zip(parsed, parsed[1:]):
    print(f"{a:%d %b} -> {b:%d %b}: {b - a}")
print(parsed[0].strftime("%Y week %W, day %j, %I:%M %p"))
print(date.fromisoformat("2024-02-29").replace(year=2028))
first = date(2024, 1, 1)
mondays = [first + timedelta(days=i) for i in range(31) if (first + timedelta(days=i)).weekday() == 0]
print([d.day for d in mondays])
print(datetime.fromisoformat("2024-07-01T12:00:00+02:00").utcoffset())
