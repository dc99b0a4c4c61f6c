from typing import TypedDict


class Student(TypedDict):
    name: str
    scores: dict[str, int]


students: list[Student] = [
    {"name": "Maya", "scores": {"math": 91, "physics": 84, "history": 77}},
    {"name": "Liam", "scores": {"math": 68, "physics": 72, "history": 95}},
    {"name": "Noor", "scores": {"math": 88, "physics": 93, "history": 81}},
    {"name": "Owen", "scores": {"math": 55, "physics": 61, "history": 70}},
]

subjects = list(students[0]["scores"])
print(f"{'Name':<6}" + "".join(f"{s:>9}" for s in subjects) + f"{'avg':>8}")
for st in students:
    avg = sum(st["scores"].values()) / len(st["scores"])
    print(f"{st['name']:<6}" + "".join(f"{st['scores'][s]:>9}" for s in subjects) + f"{avg:>8.2f}")

for s in subjects:
    best = max(students, key=lambda st: st["scores"][s])
    avg = sum(st["scores"][s] for st in students) / len(students)
    print(f"{s}: best {best['name']} ({best['scores'][s]}), class avg {avg:.1f}")
passed = [st["name"] for st in students if min(st["scores"].values()) >= 65]
print("passed all:", passed)
ranking = sorted(students, key=lambda st: -sum(st["scores"].values()))
print(" > ".join(st["name"] for st in ranking))
