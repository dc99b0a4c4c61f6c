from typing import Protocol, TypeVar, Generic, Iterable, Callable, Optional, Union, runtime_checkable

T = TypeVar("T")


@runtime_checkable
class Drawable(Protocol):
    def draw(self) -> str: ...


class Circle:
    def draw(self) -> str:
        return "○"


class Square:
    def draw(self) -> str:
        return "□"


class Text:
    def __init__(self, s: str):
        self.s = s


def render(items: Iterable[Drawable]) -> str:
    return " ".join(i.draw() for i in items)


class Box(Generic[T]):
    def __init__(self, value: T) -> None:
        self.value = value

    def map(self, f: Callable[[T], T]) -> "Box[T]":
        return Box(f(self.value))

    def __repr__(self) -> str:
        return f"Box({self.value!r})"


def first(items: list[T], default: Optional[T] = None) -> Optional[T]:
    return items[0] if items else default


def describe(x: Union[int, str]) -> str:
    return f"int {x}" if isinstance(x, int) else f"str {x!r}"


print(render([Circle(), Square(), Circle()]))
print(isinstance(Circle(), Drawable), isinstance(Text("x"), Drawable))
print(Box(3).map(lambda v: v * 10).map(lambda v: v + 1))
print(first([4, 5]), first([], "empty"))
print(describe(5), describe("five"))
print(render.__annotations__)
print(first.__annotations__["items"])
