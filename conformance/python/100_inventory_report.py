from dataclasses import dataclass
from collections import defaultdict


@dataclass(frozen=True)
class Product:
    sku: str
    name: str
    category: str
    price: float
    stock: int


CATALOG = [
    Product("A-100", "Espresso beans 1kg", "coffee", 24.90, 18),
    Product("A-101", "Decaf beans 500g", "coffee", 13.50, 0),
    Product("B-200", "Ceramic mug", "kitchen", 8.00, 64),
    Product("B-201", "Milk frother", "kitchen", 39.99, 7),
    Product("C-300", "Paper filters x100", "supplies", 3.25, 250),
    Product("C-301", "Descaler", "supplies", 11.00, 3),
]

by_category = defaultdict(list)
for p in CATALOG:
    by_category[p.category].append(p)

grand_total = 0.0
for category, products in by_category.items():
    print(f"== {category.upper()} ==")
    subtotal = 0.0
    for p in sorted(products, key=lambda p: p.price, reverse=True):
        value = p.price * p.stock
        subtotal += value
        status = "OUT" if p.stock == 0 else ("LOW" if p.stock < 10 else "ok")
        print(f"  {p.sku} {p.name:<20} {p.price:>7.2f} x {p.stock:>3} = {value:>8.2f}  [{status}]")
    print(f"  {'subtotal':>41} {subtotal:>8.2f}")
    grand_total += subtotal
print(f"GRAND TOTAL: {grand_total:,.2f}")
reorder = [p.sku for p in CATALOG if p.stock < 10]
print("reorder:", reorder)
print(CATALOG[0])
