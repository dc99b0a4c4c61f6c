from __future__ import annotations
import math


class Vector:
    def __init__(self, *components: float):
        self.components = tuple(components)

    def __repr__(self):
        return f"Vector{self.components}"

    def __str__(self):
        return "(" + ", ".join(f"{c:g}" for c in self.components) + ")"

    def __len__(self):
        return len(self.components)

    def __getitem__(self, i):
        return self.components[i]

    def __iter__(self):
        return iter(self.components)

    def __add__(self, other: Vector) -> Vector:
        return Vector(*(a + b for a, b in zip(self, other)))

    def __sub__(self, other):
        return Vector(*(a - b for a, b in zip(self, other)))

    def __mul__(self, scalar):
        return Vector(*(a * scalar for a in self))

    __rmul__ = __mul__

    def __matmul__(self, other):
        return sum(a * b for a, b in zip(self, other))

    def __abs__(self):
        return math.sqrt(self @ self)

    def __eq__(self, other):
        return isinstance(other, Vector) and self.components == other.components

    def __hash__(self):
        return hash(self.components)

    def __bool__(self):
        return any(self.components)

    def __neg__(self):
        return self * -1


v = Vector(3, 4)
w = Vector(1, -2)
print(repr(v), str(v), len(v), v[0])
print(v + w, v - w, v * 2, 3 * w, -v)
print(v @ w, abs(v))
print(v == Vector(3, 4), v != w, bool(Vector(0, 0)), bool(v))
print(len({v, Vector(3, 4), w}))
print(list(v), max(w))
print(sorted([Vector(3, 1), Vector(1, 1), Vector(2, 2)], key=abs))
