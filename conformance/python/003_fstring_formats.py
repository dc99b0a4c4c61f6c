name = "Ada"
balance = 1234567.891
ratio = 0.4567
count = 42

print(f"Hello, {name}!")
print(f"{name:>10}|")
print(f"{name:<10}|")
print(f"{name:^10}|")
print(f"{name:*^11}")
print(f"Balance: ${balance:,.2f}")
print(f"Ratio: {ratio:.1%}")
print(f"Sci: {balance:.3e}")
print(f"Hex: {count:#x}, Oct: {count:#o}, Bin: {count:#010b}")
print(f"Padded: {count:05d}")
print(f"Signed: {count:+d} {-count:+d}")
print(f"{count=}")
print(f"{balance = :.1f}")
width, precision = 12, 3
print(f"[{3.14159265:{width}.{precision}f}]")
items = ["apple", "banana", "cherry"]
print(f"Items: {', '.join(items)}")
print(f"{'nested ' + name.upper()!r}")
