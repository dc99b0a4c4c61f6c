from __future__ import annotations
from dataclasses import dataclass
from typing import Generic, TypeVar, Callable, Iterator

T = TypeVar("T")
K = TypeVar("K")


class Repository(Generic[K, T]):
    def __init__(self, key: Callable[[T], K]) -> None:
        self._items: dict[K, T] = {}
        self._key = key

    def add(self, item: T) -> None:
        k = self._key(item)
        if k in self._items:
            raise KeyError(f"duplicate key {k!r}")
        self._items[k] = item

    def get(self, k: K) -> T | None:
        return self._items.get(k)

    def find(self, pred: Callable[[T], bool]) -> list[T]:
        return [i for i in self._items.values() if pred(i)]

    def __iter__(self) -> Iterator[T]:
        return iter(self._items.values())

    def __len__(self) -> int:
        return len(self._items)


@dataclass
class User:
    id: int
    email: str
    active: bool = True


repo: Repository[int, User] = Repository(key=lambda u: u.id)
for i, email in enumerate(["a@x.io", "b@y.io", "c@x.io"], start=1):
    repo.add(User(i, email, active=i != 2))
print(len(repo), repo.get(2), repo.get(9))
print([u.email for u in repo.find(lambda u: u.email.endswith("@x.io"))])
print([u.id for u in repo if u.active])
try:
    repo.add(User(1, "dup@x.io"))
except KeyError as e:
    print("KeyError:", e)
