def spiral_order(matrix):
    result = []
    while matrix:
        result.extend(matrix.pop(0))
        matrix = [list(row) for row in zip(*matrix)][::-1]
    return result


def spiral_fill(n):
    grid = [[0] * n for _ in range(n)]
    dr, dc = [0, 1, 0, -1], [1, 0, -1, 0]
    r = c = d = 0
    for k in range(1, n * n + 1):
        grid[r][c] = k
        nr, nc = r + dr[d], c + dc[d]
        if not (0 <= nr < n and 0 <= nc < n and grid[nr][nc] == 0):
            d = (d + 1) % 4
            nr, nc = r + dr[d], c + dc[d]
        r, c = nr, nc
    return grid


m = [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]
print(spiral_order([row[:] for row in m]))
for row in spiral_fill(5):
    print(" ".join(f"{v:2d}" for v in row))


def rotate(matrix):
    return [list(row) for row in zip(*matrix[::-1])]


for row in rotate(m):
    print(row)
print(sum(spiral_fill(5)[i][i] for i in range(5)))
