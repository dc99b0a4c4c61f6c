import pandas as pd

data = pd.DataFrame({
    "month": ["Jan", "Jan", "Jan", "Feb", "Feb", "Feb", "Mar", "Mar"],
    "store": ["A", "B", "A", "A", "B", "B", "A", "B"],
    "category": ["food", "food", "toys", "food", "toys", "food", "toys", "toys"],
    "sales": [200, 150, 80, 220, 95, 160, 70, 120],
})
pivot = data.pivot_table(index="month", columns="store", values="sales", aggfunc="sum", sort=False)
print(pivot)
full = data.pivot_table(index="category", columns="store", values="sales", aggfunc=["sum", "mean"], fill_value=0, margins=True)
print(full)
ct = pd.crosstab(data["store"], data["category"])
print(ct)
wide = data.groupby(["month", "category"], sort=False)["sales"].sum().unstack(fill_value=0)
print(wide)
long = wide.reset_index().melt(id_vars="month", var_name="category", value_name="sales")
print(long.sort_values(["month", "category"]).to_string(index=False))
