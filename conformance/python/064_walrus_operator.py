import re

data = [4, 8, 15, 16, 23, 42]
if (n := len(data)) > 5:
    print(f"list is long ({n} elements)")

results = [y for x in data if (y := x * x) > 100]
print(results)

lines = iter(["alpha", "beta", "", "gamma"])
while (line := next(lines)) != "":
    print("line:", line)

text = "id=42; name=widget; price=9.99"
if (m := re.search(r"price=([\d.]+)", text)) is not None:
    print("price:", float(m.group(1)))

totals = []
running = 0
print([running := running + x for x in data])
print("running:", running)
chunks = [data[i:i + 4] for i in range(0, len(data), 4)]
print(chunks)
values = {"a": 1, "b": None}
for key in ("a", "b", "c"):
    if (v := values.get(key)) is not None:
        print(key, "=", v)
    else:
        print(key, "missing or None")
