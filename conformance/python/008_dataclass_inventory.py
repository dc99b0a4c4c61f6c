from dataclasses import dataclass, field, asdict


@dataclass
class Item:
    name: str
    price: float
    quantity: int = 0
    tags: list[str] = field(default_factory=list)

    @property
    def total(self) -> float:
        return self.price * self.quantity


@dataclass
class Inventory:
    items: list[Item] = field(default_factory=list)

    def add(self, item: Item) -> None:
        self.items.append(item)

    def value(self) -> float:
        return sum(i.total for i in self.items)

    def low_stock(self, threshold: int = 5) -> list[str]:
        return [i.name for i in self.items if i.quantity < threshold]


inv = Inventory()
inv.add(Item("widget", 2.50, 10, ["metal"]))
inv.add(Item("gadget", 12.99, 3))
inv.add(Item("doohickey", 0.75, 120, ["bulk", "plastic"]))

for item in inv.items:
    print(item)
print(f"Total value: {inv.value():.2f}")
print("Low stock:", inv.low_stock())
print(asdict(inv.items[0]))
print(Item("a", 1.0) == Item("a", 1.0), Item("a", 1.0) == Item("a", 2.0))
