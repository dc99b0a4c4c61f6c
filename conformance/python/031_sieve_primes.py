import math


def sieve(limit: int) -> list[int]:
    is_prime = [True] * (limit + 1)
    is_prime[0:2] = [False, False]
    for i in range(2, math.isqrt(limit) + 1):
        if is_prime[i]:
            is_prime[i * i :: i] = [False] * len(range(i * i, limit + 1, i))
    return [i for i, p in enumerate(is_prime) if p]


def prime_factors(n: int) -> list[int]:
    factors = []
    d = 2
    while d * d <= n:
        while n % d == 0:
            factors.append(d)
            n //= d
        d += 1
    if n > 1:
        factors.append(n)
    return factors


primes = sieve(100)
print(primes)
print(f"{len(sieve(10_000))} primes below 10,000")
for n in [60, 97, 1001, 2**10, 123456789]:
    print(f"{n} = {' x '.join(map(str, prime_factors(n)))}")
twins = [(p, p + 2) for p in primes if p + 2 in primes]
print("twin primes:", twins)
goldbach = {n: next((p, n - p) for p in primes if n - p in primes) for n in range(4, 31, 2)}
print(goldbach)
