def make_counter(start=0, step=1):
    count = start

    def counter():
        nonlocal count
        count += step
        return count

    return counter


def make_multipliers():
    return [lambda x, i=i: x * i for i in range(1, 5)]


def make_accumulator():
    total = []

    def add(x):
        total.append(x)
        return sum(total)

    return add


c1 = make_counter()
c2 = make_counter(100, 10)
print(c1(), c1(), c1(), c2(), c2())
print([m(10) for m in make_multipliers()])
late = [lambda x: x * i for i in range(1, 4)]
print([f(10) for f in late])
acc = make_accumulator()
print([acc(x) for x in [5, 10, 20]])
print(c1.__closure__[0].cell_contents)


def memoize(f):
    cache = {}

    def inner(n):
        if n not in cache:
            cache[n] = f(n)
        return cache[n]

    inner.cache = cache
    return inner


@memoize
def slow_square(n):
    return n * n


print([slow_square(n) for n in (3, 4, 3)], sorted(slow_square.cache.items()))
x = "global"


def outer():
    x = "enclosing"

    def inner():
        return x

    return inner()


print(outer(), x)
