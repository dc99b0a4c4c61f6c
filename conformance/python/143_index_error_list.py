matrix = [
    [1, 2, 3],
    [4, 5, 6],
    [7, 8, 9],
]


def neighbors(grid, r, c):
    return [grid[r - 1][c], grid[r + 1][c], grid[r][c - 1], grid[r][c + 1]]


print("center neighbors:", neighbors(matrix, 1, 1))
print("sum:", sum(neighbors(matrix, 1, 1)))
print("bottom-right neighbors:", neighbors(matrix, 2, 2))
