def read_lines(text):
    for line in text.splitlines():
        yield line


def non_empty(lines):
    for line in lines:
        if line.strip():
            yield line.strip()


def parse(lines):
    for line in lines:
        name, qty, price = line.split(",")
        yield name, int(qty), float(price)


def countdown(n):
    while n > 0:
        yield n
        n -= 1
    return "liftoff"


def fibonacci():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b


csv_text = """
widget,4,2.50

gadget,1,10.00
gizmo,10,0.99
"""

records = parse(non_empty(read_lines(csv_text)))
total = 0.0
for name, qty, price in records:
    line_total = qty * price
    total += line_total
    print(f"{name:<8}{qty:>3} x {price:>6.2f} = {line_total:>7.2f}")
print(f"{'TOTAL':<8}{total:>23.2f}")

print(list(countdown(5)))
gen = countdown(2)
print(next(gen), next(gen))
try:
    next(gen)
except StopIteration as stop:
    print("returned:", stop.value)

from itertools import islice, takewhile
print(list(islice(fibonacci(), 12)))
print(list(takewhile(lambda x: x < 100, fibonacci())))
squares = (x * x for x in range(10))
print(sum(squares), sum(squares))


def flatten(nested):
    for item in nested:
        if isinstance(item, list):
            yield from flatten(item)
        else:
            yield item


print(list(flatten([1, [2, [3, 4], 5], [[6]], 7])))
