from contextlib import contextmanager


class Resource:
    def __init__(self, name):
        self.name = name

    def __enter__(self):
        print(f"open {self.name}")
        return self

    def __exit__(self, exc_type, exc, tb):
        print(f"close {self.name} (error: {exc_type.__name__ if exc_type else None})")
        return exc_type is ValueError

    def use(self, value):
        if value < 0:
            raise ValueError(f"negative value {value}")
        print(f"{self.name} uses {value}")


@contextmanager
def indented(level):
    print(f"{'  ' * level}begin level {level}")
    try:
        yield level + 1
    finally:
        print(f"{'  ' * level}end level {level}")


with Resource("db") as r:
    r.use(5)
    r.use(-1)
    print("not reached")
print("after db")

with Resource("a") as a, Resource("b") as b:
    a.use(1)
    b.use(2)

with indented(0) as lvl:
    with indented(lvl) as lvl2:
        print("  " * lvl2 + "inside")

try:
    with Resource("cache") as c:
        raise KeyError("missing")
except KeyError as e:
    print("caught", repr(e))
