products = [
    ("Keyboard", 49.99, 12),
    ("Mouse", 19.5, 40),
    ("Monitor 27\"", 279.0, 5),
    ("USB-C Hub", 34.25, 0),
    ("Webcam", 89.99, 7),
]

headers = ("#", "Product", "Price", "Stock", "Value")
rows = []
for i, (name, price, stock) in enumerate(products, start=1):
    rows.append((str(i), name, f"{price:.2f}", str(stock), f"{price * stock:,.2f}"))

widths = [max(len(h), *(len(r[c]) for r in rows)) for c, h in enumerate(headers)]
align = ["<", "<", ">", ">", ">"]


def fmt(row):
    return " | ".join(f"{cell:{a}{w}}" for cell, a, w in zip(row, align, widths))


print(fmt(headers))
print("-+-".join("-" * w for w in widths))
for r in rows:
    print(fmt(r))
total = sum(p * s for _, p, s in products)
print(f"{'Total inventory value:':>{sum(widths) + 3 * 3}} {total:,.2f}")
out_of_stock = [name for name, _, stock in products if stock == 0]
print("Out of stock:", ", ".join(out_of_stock) or "none")
