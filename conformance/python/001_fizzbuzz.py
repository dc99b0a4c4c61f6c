def fizzbuzz(n: int) -> str:
    if n % 15 == 0:
        return "FizzBuzz"
    if n % 3 == 0:
        return "Fizz"
    if n % 5 == 0:
        return "Buzz"
    return str(n)


for i in range(1, 31):
    print(fizzbuzz(i))

counts = {"Fizz": 0, "Buzz": 0, "FizzBuzz": 0}
for i in range(1, 101):
    word = fizzbuzz(i)
    if word in counts:
        counts[word] += 1
print(counts)
