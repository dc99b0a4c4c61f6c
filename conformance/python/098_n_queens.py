def solve_n_queens(n):
    solutions = []
    cols, diag1, diag2 = set(), set(), set()
    placement = []

    def place(row):
        if row == n:
            solutions.append(placement[:])
            return
        for col in range(n):
            if col in cols or (row - col) in diag1 or (row + col) in diag2:
                continue
            cols.add(col); diag1.add(row - col); diag2.add(row + col)
            placement.append(col)
            place(row + 1)
            placement.pop()
            cols.remove(col); diag1.remove(row - col); diag2.remove(row + col)

    place(0)
    return solutions


for n in range(1, 9):
    print(f"{n}-queens: {len(solve_n_queens(n))} solutions")
first = solve_n_queens(8)[0]
print(first)
for col in first:
    print(" ".join("Q" if c == col else "." for c in range(8)))
