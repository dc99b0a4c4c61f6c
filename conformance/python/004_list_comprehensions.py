numbers = list(range(1, 21))

squares = [n * n for n in numbers]
evens = [n for n in numbers if n % 2 == 0]
pairs = [(x, y) for x in range(1, 4) for y in range(1, 4) if x != y]
matrix = [[r * 3 + c for c in range(3)] for r in range(3)]
flat = [v for row in matrix for v in row]
labels = ["even" if n % 2 == 0 else "odd" for n in numbers[:6]]

print("squares:", squares)
print("evens:", evens)
print("pairs:", pairs)
print("matrix:", matrix)
print("flat:", flat)
print("labels:", labels)
print("sum of cubes:", sum(n ** 3 for n in numbers))
print("any > 19:", any(n > 19 for n in numbers), "all > 0:", all(n > 0 for n in numbers))
words = ["Python", "is", "a", "great", "language"]
print({w: len(w) for w in words})
print(sorted({len(w) for w in words}))
