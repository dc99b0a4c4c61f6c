import json, re, math, collections, dataclasses, datetime

@dataclasses.dataclass
class Item:
    name: str
    qty: int
    price: float

raw = '[{"name": "apple", "qty": 3, "price": 0.5}, {"name": "pear", "qty": 2, "price": 0.75}, {"name": "apple", "qty": 1, "price": 0.5}]'
items = [Item(**d) for d in json.loads(raw)]
totals = collections.Counter()
for it in items:
    totals[it.name] += it.qty * it.price
words = re.findall(r"[a-z]+", "the quick brown fox jumps over the lazy dog the end")
common = collections.Counter(words).most_common(2)
root = math.sqrt(sum(v * v for v in totals.values()))
day = datetime.date(2026, 12, 3) + datetime.timedelta(days=30)
print(sorted(totals.items()))
print(common)
print(f"{root:.4f}", day.isoformat())
