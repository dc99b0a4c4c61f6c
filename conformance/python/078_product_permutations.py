from itertools import product, permutations, count, cycle, repeat, starmap, pairwise
import string

sizes = ["S", "M", "L"]
colors = ["red", "blue"]
for size, color in product(sizes, colors):
    print(f"{size}-{color}", end=" ")
print()

digits = "123"
print(sorted(int("".join(p)) for p in permutations(digits)))


def solve_send_more():
    letters = "SENDMORY"
    for perm in permutations(range(10), len(letters)):
        m = dict(zip(letters, perm))
        if m["S"] == 0 or m["M"] == 0:
            continue
        val = lambda w: int("".join(str(m[c]) for c in w))
        if val("SEND") + val("MORE") == val("MONEY"):
            return val("SEND"), val("MORE"), val("MONEY")


print(solve_send_more())
print(list(zip(count(10, 5), "abc")))
print([c for c, _ in zip(cycle("xy"), range(5))])
print(list(repeat("ha", 3)), list(starmap(pow, [(2, 3), (3, 2), (10, 0)])))
print(list(pairwise([1, 4, 9, 16])))
print(sum(1 for p in product(string.digits, repeat=3) if sum(map(int, p)) == 10))
