import bisect


def grade(score, breakpoints=(60, 70, 80, 90), grades="FDCBA"):
    return grades[bisect.bisect(breakpoints, score)]


scores = [33, 99, 77, 70, 89, 90, 100, 59, 60]
print([grade(s) for s in scores])

sorted_list = []
for x in [5, 2, 8, 2, 9, 1]:
    bisect.insort(sorted_list, x)
    print(sorted_list)

print(bisect.bisect_left(sorted_list, 2), bisect.bisect_right(sorted_list, 2))


def index_of(a, x):
    i = bisect.bisect_left(a, x)
    if i != len(a) and a[i] == x:
        return i
    return -1


print(index_of(sorted_list, 8), index_of(sorted_list, 3))
rates = [(0, 0.10), (10_000, 0.12), (40_000, 0.22), (85_000, 0.24)]
thresholds = [t for t, _ in rates]
for income in [5_000, 10_000, 50_000, 100_000]:
    i = bisect.bisect_right(thresholds, income) - 1
    print(f"income {income:>7,}: bracket rate {rates[i][1]:.0%}")
