from statistics import mean, median, stdev, StatisticsError
from collections import OrderedDict

students = OrderedDict(
    ann=[88, 92, 79],
    ben=[65, 70, 58, 74],
    cat=[100, 97],
    dan=[],
    eve=[81, 85, 90, 77, 84],
)


def letter(avg):
    for threshold, grade in ((90, "A"), (80, "B"), (70, "C"), (60, "D")):
        if avg >= threshold:
            return grade
    return "F"


report = []
for name, marks in students.items():
    try:
        avg = mean(marks)
    except StatisticsError as e:
        print(f"{name}: no marks ({e})")
        continue
    spread = stdev(marks) if len(marks) > 1 else 0.0
    report.append((name, avg, median(marks), spread, letter(avg)))

for name, avg, med, spread, grade in sorted(report, key=lambda r: -r[1]):
    print(f"{name:<4} avg={avg:6.2f} median={med:6.1f} sd={spread:6.3f} grade={grade}")
all_marks = [m for marks in students.values() for m in marks]
print("class mean:", round(mean(all_marks), 3), "median:", median(all_marks))
print("top student:", max(report, key=lambda r: r[1])[0])
