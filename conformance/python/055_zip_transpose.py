names = ["alice", "bob", "carol"]
ages = [30, 25, 35]
cities = ["Paris", "Berlin", "Rome", "Madrid"]

for name, age, city in zip(names, ages, cities):
    print(f"{name.title():<6} {age:>3} {city}")

print(list(zip(*[[1, 2, 3], [4, 5, 6]])))
pairs = [("a", 1), ("b", 2), ("c", 3)]
letters, numbers = zip(*pairs)
print(letters, numbers)

from itertools import zip_longest
print(list(zip_longest(names, cities, fillvalue="-")))

for i, (name, city) in enumerate(zip(names, cities), start=1):
    print(i, name, city)

grid = ["abc", "def", "ghi"]
print(["".join(col) for col in zip(*grid)])
print(["".join(row[::-1]) for row in zip(*grid)])
print(dict(enumerate("xyz")))
print(list(map(lambda x, y: x * y, [1, 2, 3], [4, 5, 6])))
print(list(filter(None, [0, 1, "", "a", None, [], [0]])))
print(sum(a * b for a, b in zip([1, 2, 3], [4, 5, 6])))
print(list(reversed(list(enumerate("ab")))))
