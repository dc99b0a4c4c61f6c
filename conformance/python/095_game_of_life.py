def step(live):
    counts = {}
    for (r, c) in live:
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                if dr or dc:
                    key = (r + dr, c + dc)
                    counts[key] = counts.get(key, 0) + 1
    return {cell for cell, n in counts.items() if n == 3 or (n == 2 and cell in live)}


def show(live, rows=6, cols=8):
    for r in range(rows):
        print("".join("#" if (r, c) in live else "." for c in range(cols)))


glider = {(0, 1), (1, 2), (2, 0), (2, 1), (2, 2)}
state = glider
for gen in range(4):
    print(f"generation {gen}: {len(state)} cells")
    show(state)
    state = step(state)

blinker = {(1, 0), (1, 1), (1, 2)}
print(sorted(step(blinker)), sorted(step(step(blinker))) == sorted(blinker))
state = glider
for _ in range(20):
    state = step(state)
print(sorted(state))
