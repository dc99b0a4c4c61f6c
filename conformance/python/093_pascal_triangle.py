def pascal(n):
    rows = [[1]]
    for _ in range(n - 1):
        prev = rows[-1]
        rows.append([1] + [a + b for a, b in zip(prev, prev[1:])] + [1])
    return rows


rows = pascal(10)
width = len("  ".join(map(str, rows[-1])))
for row in rows:
    print("  ".join(map(str, row)).center(width))

print([sum(r) for r in rows])
print("row 20, middle:", pascal(21)[20][10])
for row in pascal(16):
    print("".join("*" if x % 2 else " " for x in row).center(32).rstrip())
