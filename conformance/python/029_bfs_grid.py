from collections import deque

GRID = [
    "S.#.......",
    ".##.####..",
    "....#...#.",
    "#.#.#.#.#.",
    "..#...#..E",
]


def find(ch):
    for r, row in enumerate(GRID):
        c = row.find(ch)
        if c != -1:
            return r, c
    raise ValueError(ch)


def bfs(start, goal):
    rows, cols = len(GRID), len(GRID[0])
    queue = deque([start])
    came_from = {start: None}
    while queue:
        cur = queue.popleft()
        if cur == goal:
            break
        r, c = cur
        for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
            nr, nc = r + dr, c + dc
            if 0 <= nr < rows and 0 <= nc < cols and GRID[nr][nc] != "#" and (nr, nc) not in came_from:
                came_from[(nr, nc)] = cur
                queue.append((nr, nc))
    if goal not in came_from:
        return None
    path = []
    node = goal
    while node is not None:
        path.append(node)
        node = came_from[node]
    return path[::-1]


start, goal = find("S"), find("E")
path = bfs(start, goal)
print(f"start={start} goal={goal} steps={len(path) - 1}")
canvas = [list(row) for row in GRID]
for r, c in path[1:-1]:
    canvas[r][c] = "*"
print("\n".join("".join(row) for row in canvas))
