from collections import defaultdict

capitals = {"France": "Paris", "Japan": "Tokyo", "Peru": "Lima", "Kenya": "Nairobi"}
inverted = {v: k for k, v in capitals.items()}
print(inverted)

grades = {"ann": "A", "ben": "B", "cat": "A", "dan": "C", "eve": "B", "fay": "A"}
by_grade = defaultdict(list)
for student, g in grades.items():
    by_grade[g].append(student)
print(dict(sorted(by_grade.items())))

nested = {"a": {"x": 1, "y": 2}, "b": {"x": 3}, "c": {}}
flat = {f"{outer}.{inner}": v for outer, d in nested.items() for inner, v in d.items()}
print(flat)


def unflatten(d):
    out = {}
    for key, value in d.items():
        parts = key.split(".")
        node = out
        for p in parts[:-1]:
            node = node.setdefault(p, {})
        node[parts[-1]] = value
    return out


print(unflatten(flat))
counts = {"apple": 3, "pear": 0, "plum": 7}
print({k: v for k, v in sorted(counts.items(), key=lambda kv: kv[1], reverse=True) if v})
print(max(counts, key=counts.get), min(counts.values()))
print(list(capitals)[::-1], len(capitals), "Peru" in capitals, "Lima" in capitals)
