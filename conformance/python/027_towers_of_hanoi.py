def hanoi(n, source, target, spare, moves):
    if n == 0:
        return
    hanoi(n - 1, source, spare, target, moves)
    moves.append((n, source, target))
    hanoi(n - 1, spare, target, source, moves)


moves = []
hanoi(3, "A", "C", "B", moves)
for i, (disk, src, dst) in enumerate(moves, 1):
    print(f"{i:2}. move disk {disk} from {src} to {dst}")

for n in range(1, 11):
    m = []
    hanoi(n, "A", "C", "B", m)
    print(n, len(m), len(m) == 2 ** n - 1)


def permutations(s):
    if len(s) <= 1:
        return [s]
    out = []
    for i, ch in enumerate(s):
        for rest in permutations(s[:i] + s[i + 1:]):
            out.append(ch + rest)
    return out


print(permutations("abc"))


def power_set(items):
    if not items:
        return [[]]
    rest = power_set(items[1:])
    return rest + [[items[0]] + r for r in rest]


print(sorted(power_set([1, 2, 3]), key=lambda s: (len(s), s)))
