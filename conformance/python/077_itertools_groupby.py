from itertools import groupby
from operator import itemgetter

sales = [
    ("2024-01", "north", 120),
    ("2024-01", "south", 80),
    ("2024-02", "north", 95),
    ("2024-02", "south", 130),
    ("2024-02", "west", 60),
    ("2024-03", "north", 150),
]

for month, rows in groupby(sales, key=itemgetter(0)):
    rows = list(rows)
    print(month, sum(r[2] for r in rows), [r[1] for r in rows])

by_region = sorted(sales, key=itemgetter(1))
for region, rows in groupby(by_region, key=itemgetter(1)):
    print(f"{region:<6} {sum(r[2] for r in rows)}")


def rle(s):
    return "".join(f"{len(list(g))}{k}" for k, g in groupby(s))


print(rle("aaabccddddde"))
print([(k, len(list(g))) for k, g in groupby([1, 1, 2, 2, 2, 1, 3, 3])])
words = ["apple", "avocado", "banana", "blueberry", "cherry", "apricot"]
print({k: list(g) for k, g in groupby(sorted(words), key=lambda w: w[0])})
nums = [1, 2, 3, 7, 8, 10, 11, 12, 20]
ranges = []
for _, g in groupby(enumerate(nums), key=lambda t: t[1] - t[0]):
    g = [v for _, v in g]
    ranges.append(f"{g[0]}-{g[-1]}" if len(g) > 1 else str(g[0]))
print(", ".join(ranges))
