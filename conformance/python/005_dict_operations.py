inventory = {"apples": 10, "bananas": 5, "cherries": 0}

inventory["dates"] = 7
inventory.update({"bananas": 8, "elderberries": 3})
removed = inventory.pop("cherries")
print("removed cherries:", removed)
print("missing figs:", inventory.get("figs", "n/a"))
inventory.setdefault("figs", 1)

for fruit, qty in inventory.items():
    print(f"{fruit:>12}: {qty}")

print("keys:", list(inventory.keys()))
print("total:", sum(inventory.values()))
print("in stock > 5:", {k: v for k, v in inventory.items() if v > 5})

defaults = {"color": "red", "size": "M"}
overrides = {"size": "L", "price": 9.99}
merged = defaults | overrides
print(merged)
defaults |= {"color": "blue"}
print(defaults)
print(sorted(inventory.items(), key=lambda kv: kv[1], reverse=True))
print(dict(zip(["a", "b", "c"], [1, 2, 3])))
print(dict.fromkeys(["x", "y"], 0))
