from functools import reduce, partial, wraps
import operator

nums = [1, 2, 3, 4, 5]
print(reduce(operator.add, nums))
print(reduce(operator.mul, nums, 1))
print(reduce(lambda acc, x: acc * 10 + x, nums))
print(reduce(lambda a, b: a if a > b else b, [7, 2, 9, 4]))


def power(base, exponent):
    return base ** exponent


square = partial(power, exponent=2)
cube = partial(power, exponent=3)
print([square(n) for n in nums], [cube(n) for n in nums])

int_from_bin = partial(int, base=2)
print(int_from_bin("101010"))


def compose(*funcs):
    return reduce(lambda f, g: lambda x: g(f(x)), funcs)


pipeline = compose(str.strip, str.lower, lambda s: s.replace(" ", "-"))
print(pipeline("  Hello World From Python  "))


def shout(func):
    @wraps(func)
    def wrapper(*args, **kwargs):
        return func(*args, **kwargs).upper() + "!"
    return wrapper


@shout
def greet(name):
    """Say hello."""
    return f"hello {name}"


print(greet("ada"), greet.__name__, greet.__doc__)
