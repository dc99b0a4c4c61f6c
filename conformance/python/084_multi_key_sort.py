employees = [
    ("Sales", "Zoe", 55000, 3),
    ("Engineering", "Adam", 95000, 5),
    ("Sales", "Bill", 62000, 7),
    ("Engineering", "Cara", 95000, 2),
    ("HR", "Dina", 48000, 10),
    ("Engineering", "Evan", 88000, 5),
    ("HR", "Finn", 51000, 1),
]

print("By department, then salary desc, then name:")
for dept, name, salary, years in sorted(employees, key=lambda e: (e[0], -e[2], e[1])):
    print(f"  {dept:<12} {name:<5} {salary:>7,} {years:>2}y")

by_years = sorted(employees, key=lambda e: e[3], reverse=True)
print("most senior:", [e[1] for e in by_years[:3]])
stable = sorted(sorted(employees, key=lambda e: e[1]), key=lambda e: e[3])
print("by years (stable by name):", [(e[1], e[3]) for e in stable])

records = ["v1.10.0", "v1.2.3", "v1.2.10", "v2.0.0", "v1.2.9"]
print(sorted(records))
print(sorted(records, key=lambda v: tuple(int(p) for p in v[1:].split("."))))
mixed = ["item12", "item2", "Item1", "item10"]
import re
print(sorted(mixed, key=lambda s: [int(t) if t.isdigit() else t.lower() for t in re.split(r"(\d+)", s)]))
print(sorted([3, -1, -4, 2, 0], key=abs), sorted("Hello World", key=str.lower))
