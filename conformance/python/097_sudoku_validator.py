PUZZLE = """
53..7....
6..195...
.98....6.
8...6...3
4..8.3..1
7...2...6
.6....28.
...419..5
....8..79
"""


def parse(text):
    return [[int(c) if c != "." else 0 for c in line] for line in text.split()]


def valid(grid, r, c, v):
    if any(grid[r][j] == v for j in range(9)) or any(grid[i][c] == v for i in range(9)):
        return False
    br, bc = 3 * (r // 3), 3 * (c // 3)
    return all(grid[i][j] != v for i in range(br, br + 3) for j in range(bc, bc + 3))


def solve(grid):
    for r in range(9):
        for c in range(9):
            if grid[r][c] == 0:
                for v in range(1, 10):
                    if valid(grid, r, c, v):
                        grid[r][c] = v
                        if solve(grid):
                            return True
                        grid[r][c] = 0
                return False
    return True


def is_complete(grid):
    units = [row for row in grid] + [list(col) for col in zip(*grid)]
    units += [[grid[r][c] for r in range(br, br + 3) for c in range(bc, bc + 3)] for br in (0, 3, 6) for bc in (0, 3, 6)]
    return all(sorted(u) == list(range(1, 10)) for u in units)


grid = parse(PUZZLE)
print("given:", sum(v != 0 for row in grid for v in row))
print("solved:", solve(grid))
for i, row in enumerate(grid):
    print(" ".join("".join(map(str, row[k:k + 3])) for k in (0, 3, 6)))
    if i in (2, 5):
        print("-" * 11)
print("valid:", is_complete(grid))
