from dataclasses import dataclass, field
from decimal import Decimal


@dataclass
class LineItem:
    name: str
    unit_price: Decimal
    quantity: int = 1

    @property
    def total(self) -> Decimal:
        return self.unit_price * self.quantity


@dataclass
class Cart:
    items: dict[str, LineItem] = field(default_factory=dict)
    coupon: str | None = None

    def add(self, name: str, price: str, qty: int = 1) -> None:
        if name in self.items:
            self.items[name].quantity += qty
        else:
            self.items[name] = LineItem(name, Decimal(price), qty)

    def remove(self, name: str, qty: int = 1) -> None:
        item = self.items[name]
        item.quantity -= qty
        if item.quantity <= 0:
            del self.items[name]

    def subtotal(self) -> Decimal:
        return sum((i.total for i in self.items.values()), Decimal("0"))

    def discount(self) -> Decimal:
        if self.coupon == "SAVE10":
            return (self.subtotal() * Decimal("0.10")).quantize(Decimal("0.01"))
        return Decimal("0.00")

    def receipt(self) -> str:
        lines = [f"{i.quantity} x {i.name:<12} @ {i.unit_price:>6} = {i.total:>7}" for i in self.items.values()]
        lines.append(f"{'subtotal':>29} {self.subtotal():>7}")
        lines.append(f"{'discount':>29} {-self.discount():>7}")
        lines.append(f"{'total':>29} {self.subtotal() - self.discount():>7}")
        return "\n".join(lines)


cart = Cart()
cart.add("notebook", "3.49", 4)
cart.add("pen", "1.20", 10)
cart.add("backpack", "45.00")
cart.add("pen", "1.20", 2)
cart.remove("notebook", 1)
print(cart.receipt())
cart.coupon = "SAVE10"
print(cart.receipt())
print(len(cart.items), list(cart.items))
