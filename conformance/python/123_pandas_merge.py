import pandas as pd

customers = pd.DataFrame({
    "customer_id": [1, 2, 3, 4],
    "name": ["Ada", "Brendan", "Cleo", "Dmitri"],
    "country": ["UK", "IE", "FR", "UK"],
})
orders = pd.DataFrame({
    "order_id": [100, 101, 102, 103, 104],
    "customer_id": [1, 3, 1, 5, 2],
    "amount": [250.0, 80.5, 19.99, 42.0, 310.0],
})

inner = customers.merge(orders, on="customer_id")
print(inner)
left = customers.merge(orders, on="customer_id", how="left")
print(left)
outer = customers.merge(orders, on="customer_id", how="outer", indicator=True)
print(outer[["customer_id", "name", "order_id", "_merge"]])
totals = inner.groupby("name", as_index=False)["amount"].sum().sort_values("amount", ascending=False)
print(totals.to_string(index=False))
by_country = inner.groupby("country")["amount"].agg(["count", "sum"])
print(by_country)
print(customers.set_index("customer_id").join(orders.set_index("customer_id"), how="inner").shape)
