from collections import Counter

votes = ["red", "blue", "red", "green", "blue", "red", "yellow", "blue", "red"]
tally = Counter(votes)
print(tally)
print(tally.most_common(2), tally["purple"], tally.total())
winner, count = tally.most_common(1)[0]
print(f"winner: {winner} with {count / len(votes):.0%}")

inventory = Counter(apples=5, pears=2)
order = Counter(apples=3, pears=4, kiwis=1)
print(inventory - order, order - inventory)
print(inventory + order, inventory & order, inventory | order)
inventory.subtract(order)
print(inventory)
print(+inventory, -inventory)
print(sorted(Counter("abracadabra").elements()))
letters = Counter("the quick brown fox jumps over the lazy dog".replace(" ", ""))
print(len(letters), [l for l, c in letters.items() if c > 2])
print(Counter({"a": 3, "b": 1}) == Counter(a=3, b=1), Counter(a=1) < Counter(a=2))
