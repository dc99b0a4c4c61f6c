from dataclasses import dataclass, field, replace, fields, FrozenInstanceError


@dataclass(order=True, frozen=True)
class Version:
    major: int
    minor: int = 0
    patch: int = 0
    label: str = field(default="", compare=False)

    @classmethod
    def parse(cls, text: str) -> "Version":
        core, _, label = text.partition("-")
        parts = [int(p) for p in core.split(".")]
        return cls(*parts, label=label)

    def __str__(self):
        s = f"{self.major}.{self.minor}.{self.patch}"
        return f"{s}-{self.label}" if self.label else s


versions = [Version.parse(v) for v in ["1.2.10", "1.10.0", "1.2.9", "0.9", "2.0.0-rc1", "1.2.10-beta"]]
print(sorted(versions))
print([str(v) for v in sorted(versions, reverse=True)])
print(max(versions), Version(1, 2, 10) == Version(1, 2, 10, "beta"))
v = Version(3, 1)
try:
    v.major = 4
except FrozenInstanceError as e:
    print("frozen:", e)
print(replace(v, patch=7), [f.name for f in fields(Version)])
print({Version(1), Version(1, 0, 0)} == {Version(1)}, len({Version(1), Version(1, 0, 0)}))


@dataclass
class Config:
    name: str
    retries: int = 3
    hosts: list = field(default_factory=lambda: ["localhost"])

    def __post_init__(self):
        if self.retries < 0:
            raise ValueError("retries must be >= 0")


print(Config("svc"), Config("x", 0, []))
try:
    Config("bad", -1)
except ValueError as e:
    print("ValueError:", e)
