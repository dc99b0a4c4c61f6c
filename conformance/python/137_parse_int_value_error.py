def parse_quantities(lines):
    total = 0
    for line in lines:
        name, qty = line.split(":")
        total += int(qty)
        print(f"{name.strip()}: {int(qty)} (running total {total})")
    return total


orders = ["apples: 3", "pears: 5", "plums: seven", "kiwis: 2"]
print("Parsing orders...")
print("Total:", parse_quantities(orders))
