from itertools import combinations, permutations, product, combinations_with_replacement

items = ["A", "B", "C", "D"]
print(list(combinations(items, 2)))
print(len(list(permutations(items, 3))))
print(["".join(p) for p in permutations("abc")])
print(list(product([0, 1], repeat=3)))
print(list(combinations_with_replacement([1, 2, 3], 2)))

coins = [1, 5, 10, 25]
target = 30
ways = [c for r in range(1, 4) for c in combinations_with_replacement(coins, r) if sum(c) == target]
print(f"Ways to make {target} with up to 3 coins: {ways}")

prices = {"soup": 4, "salad": 6, "bread": 2, "pie": 5}
budget = 10
best = max(
    (combo for r in range(1, len(prices) + 1) for combo in combinations(prices, r)
     if sum(prices[x] for x in combo) <= budget),
    key=lambda combo: (sum(prices[x] for x in combo), len(combo)),
)
print("Best meal:", best, sum(prices[x] for x in best))
