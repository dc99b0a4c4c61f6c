from enum import Flag, IntFlag, Enum, auto, unique


class Permission(Flag):
    READ = auto()
    WRITE = auto()
    EXECUTE = auto()
    ALL = READ | WRITE | EXECUTE


class Weekday(Enum):
    MONDAY = 1
    TUESDAY = 2
    WEDNESDAY = 3
    THURSDAY = 4
    FRIDAY = 5
    SATURDAY = 6
    SUNDAY = 7

    @property
    def is_weekend(self):
        return self in (Weekday.SATURDAY, Weekday.SUNDAY)

    def next(self):
        members = list(type(self))
        return members[(members.index(self) + 1) % len(members)]


perm = Permission.READ | Permission.WRITE
print(Permission.READ in perm, Permission.EXECUTE in perm, perm.value)
print(Permission.ALL.value, bool(Permission(0)), perm == Permission(3))
print([d.name for d in Weekday if d.is_weekend], Weekday.SUNDAY.next().name)
print(Weekday(3).name, Weekday["FRIDAY"].value, Weekday.MONDAY < Weekday.TUESDAY if False else "no ordering")


class Mode(IntFlag):
    R = 4
    W = 2
    X = 1


print(int(Mode.R | Mode.W), (Mode.R | Mode.X) & Mode.X == Mode.X, oct(Mode.R | Mode.W | Mode.X))
try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
except ValueError as e:
    print("unique:", e)
