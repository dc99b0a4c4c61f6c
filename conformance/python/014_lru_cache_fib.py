from functools import lru_cache, cache


@lru_cache(maxsize=None)
def fib(n: int) -> int:
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


@cache
def ways_to_climb(n: int, steps: tuple = (1, 2, 3)) -> int:
    if n == 0:
        return 1
    if n < 0:
        return 0
    return sum(ways_to_climb(n - s, steps) for s in steps)


print([fib(i) for i in range(15)])
print(fib(100))
print(fib.cache_info())
print(ways_to_climb(10))
print(ways_to_climb(30))
fib.cache_clear()
print(fib.cache_info())


@lru_cache(maxsize=2)
def square(x):
    print(f"computing {x}")
    return x * x


for x in [2, 3, 2, 4, 3]:
    print(square(x))
print(square.cache_info())
