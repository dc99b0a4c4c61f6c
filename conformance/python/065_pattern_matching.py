from dataclasses import dataclass


@dataclass
class Point:
    x: int
    y: int


def describe(command):
    match command.split():
        case ["go", direction]:
            return f"going {direction}"
        case ["pick", "up", item] | ["take", item]:
            return f"picking up {item}"
        case ["drop", *items] if items:
            return f"dropping {', '.join(items)}"
        case ["quit" | "exit"]:
            return "bye"
        case []:
            return "say something"
        case _:
            return f"unknown command {command!r}"


def where(p):
    match p:
        case Point(x=0, y=0):
            return "origin"
        case Point(x=0, y=y):
            return f"on the y axis at {y}"
        case Point(x=x, y=0):
            return f"on the x axis at {x}"
        case Point(x=x, y=y) if x == y:
            return f"on the diagonal at {x}"
        case Point():
            return f"somewhere at {p}"


def shape(value):
    match value:
        case int() | float() as n if n < 0:
            return "negative number"
        case int(n):
            return f"int {n}"
        case str() as s:
            return f"string of {len(s)}"
        case {"type": "user", "name": name}:
            return f"user {name}"
        case [first, *rest]:
            return f"list starting {first} (+{len(rest)})"
        case None:
            return "nothing"
        case _:
            return "other"


for c in ["go north", "pick up lamp", "take key", "drop a b", "drop", "exit", "", "dance"]:
    print(f"{c!r:>15} -> {describe(c)}")
for p in [Point(0, 0), Point(0, 5), Point(3, 0), Point(2, 2), Point(1, 7)]:
    print(where(p))
for v in [-3, 7, "hey", {"type": "user", "name": "zoe"}, [1, 2, 3], None, 2.5]:
    print(shape(v))
