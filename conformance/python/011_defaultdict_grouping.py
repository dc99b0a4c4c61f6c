from collections import defaultdict

orders = [
    ("alice", "book", 12.5),
    ("bob", "pen", 1.25),
    ("alice", "lamp", 30.0),
    ("carol", "book", 12.5),
    ("bob", "notebook", 4.0),
    ("alice", "pen", 1.25),
]

by_customer = defaultdict(list)
totals = defaultdict(float)
product_buyers = defaultdict(set)

for customer, product, price in orders:
    by_customer[customer].append(product)
    totals[customer] += price
    product_buyers[product].add(customer)

for customer in sorted(by_customer):
    print(f"{customer}: {by_customer[customer]} total={totals[customer]:.2f}")

for product, buyers in sorted(product_buyers.items()):
    print(f"{product}: {sorted(buyers)}")

nested = defaultdict(lambda: defaultdict(int))
for customer, product, _ in orders:
    nested[customer][product] += 1
print({k: dict(v) for k, v in nested.items()})
print(dict(totals))
