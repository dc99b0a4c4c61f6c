from collections import Counter


def check_inventory(stock):
    problems = Counter()
    for item, qty in stock.items():
        if qty < 0:
            problems["negative"] += 1
        elif qty == 0:
            problems["empty"] += 1
    return problems


stock = {"bolts": 120, "nuts": 0, "washers": -4, "screws": 35}
problems = check_inventory(stock)
for kind, n in sorted(problems.items()):
    print(f"{kind}: {n}")
if problems["negative"]:
    print("inventory is corrupt, aborting")
    raise SystemExit(3)
print("inventory ok")
