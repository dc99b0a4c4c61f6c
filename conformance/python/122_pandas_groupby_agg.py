import pandas as pd

df = pd.DataFrame({
    "region": ["north", "south", "north", "east", "south", "east", "north", "south"],
    "product": ["apple", "apple", "pear", "pear", "pear", "apple", "apple", "pear"],
    "units": [10, 4, 7, 3, 12, 8, 5, 6],
    "price": [1.2, 1.1, 2.0, 2.1, 1.9, 1.3, 1.25, 2.05],
})
df["revenue"] = df["units"] * df["price"]
print(df)
print(df.groupby("region")["revenue"].sum())
print(df.groupby("product").agg(total_units=("units", "sum"), avg_price=("price", "mean"), orders=("units", "count")))
summary = df.groupby(["region", "product"])["units"].sum().reset_index()
print(summary)
print(df.groupby("region").agg({"units": ["min", "max"], "revenue": "sum"}).round(2))
top = df.sort_values("revenue", ascending=False).groupby("region").head(1)
print(top[["region", "product", "revenue"]])
print(df.groupby("region")["units"].transform("sum").tolist())
