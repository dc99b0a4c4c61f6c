import csv
import io

raw = """name,department,salary,start
Alice,Engineering,120000,2019-04-01
Bob,Marketing,85000,2020-07-15
"Carol, Jr.",Engineering,135000,2017-01-09
Dan,Sales,70000,2021-11-30
Eve,Marketing,92000,2018-03-12
"""

reader = csv.DictReader(io.StringIO(raw))
rows = list(reader)
print(reader.fieldnames)
print(rows[2])

by_dept = {}
for row in rows:
    by_dept.setdefault(row["department"], []).append(int(row["salary"]))

out = io.StringIO()
writer = csv.writer(out, lineterminator="\n")
writer.writerow(["department", "count", "average"])
for dept, salaries in sorted(by_dept.items()):
    writer.writerow([dept, len(salaries), f"{sum(salaries) / len(salaries):.1f}"])
print(out.getvalue(), end="")

out2 = io.StringIO()
w = csv.DictWriter(out2, fieldnames=["name", "note"], quoting=csv.QUOTE_NONNUMERIC, lineterminator="\n")
w.writeheader()
w.writerow({"name": "Zed", "note": 'says "hi", then leaves'})
print(out2.getvalue(), end="")
for row in csv.reader(["a;b;c", "1;2;3"], delimiter=";"):
    print(row)
