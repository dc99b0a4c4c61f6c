import math

f100 = math.factorial(100)
print(f100)
print("digits:", len(str(f100)), "trailing zeros:", len(str(f100)) - len(str(f100).rstrip("0")))
print("digit sum:", sum(map(int, str(f100))))
print(2 ** 200)
print(pow(3, 1000, 10 ** 9 + 7), pow(7, -1, 13))
a = 12345678901234567890123456789
b = 98765432109876543210
print(a * b, a // b, a % b, divmod(a, b))
print(-a // b, -a % b)


def fib(n):
    x, y = 0, 1
    for _ in range(n):
        x, y = y, x + y
    return x


f1000 = fib(1000)
print(len(str(f1000)), str(f1000)[:20] + "...", f1000 % 1_000_000)
print(math.isqrt(10 ** 40), math.isqrt(2 * 10 ** 30))
print(sum(int(d) for d in str(2 ** 1000)))
print(f"{2 ** 100:,}", f"{2 ** 64:e}", hex(2 ** 70))
print(int("9" * 50) + 1 == 10 ** 50)
