from enum import Enum, auto, IntEnum


class Status(Enum):
    PENDING = "pending"
    RUNNING = "running"
    DONE = "done"
    FAILED = "failed"

    def is_final(self) -> bool:
        return self in (Status.DONE, Status.FAILED)


class Priority(IntEnum):
    LOW = 1
    MEDIUM = 2
    HIGH = 3


class Color(Enum):
    RED = auto()
    GREEN = auto()
    BLUE = auto()


for s in Status:
    print(f"{s.name:<8} {s.value:<8} final={s.is_final()}")

print(Status("done"), Status["RUNNING"].value)
print(repr(Status.PENDING))
print(Priority.HIGH > Priority.LOW, Priority.MEDIUM + 1)
print(sorted([Priority.HIGH, Priority.LOW, Priority.MEDIUM]))
print([c.value for c in Color])
print(Color.RED is Color["RED"], len(Color))
try:
    Status("unknown")
except ValueError as e:
    print("error:", e)
