def divisors(n):
    small, large = [], []
    i = 1
    while i * i <= n:
        if n % i == 0:
            small.append(i)
            if i != n // i:
                large.append(n // i)
        i += 1
    return small + large[::-1]


def classify(n):
    s = sum(divisors(n)) - n
    if s == n:
        return "perfect"
    return "abundant" if s > n else "deficient"


print([n for n in range(2, 10000) if classify(n) == "perfect"])
print(divisors(360))
counts = {}
for n in range(2, 101):
    kind = classify(n)
    counts[kind] = counts.get(kind, 0) + 1
print(counts)
amicable = []
for a in range(2, 3000):
    b = sum(divisors(a)) - a
    if b > a and sum(divisors(b)) - b == a:
        amicable.append((a, b))
print("amicable pairs:", amicable)
print("armstrong:", [n for n in range(100, 1000) if n == sum(int(d) ** 3 for d in str(n))])
