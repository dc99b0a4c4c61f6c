from dataclasses import dataclass


@dataclass
class Order:
    id: int
    customer: str
    total: float


def summary(order: Order) -> str:
    return "Order #" + order.id + " for " + order.customer


orders = [Order(1, "Ana", 10.5), Order(2, "Ben", 99.0)]
print(f"{len(orders)} orders, {sum(o.total for o in orders):.2f} total")
for o in orders:
    print(summary(o))
