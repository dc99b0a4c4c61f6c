def running_average():
    total = 0.0
    count = 0
    average = None
    while True:
        value = yield average
        if value is None:
            break
        total += value
        count += 1
        average = total / count
    return count


avg = running_average()
next(avg)
for v in [10, 20, 30, 45]:
    print(f"sent {v}, average now {avg.send(v):.2f}")
try:
    avg.send(None)
except StopIteration as e:
    print("finished after", e.value, "values")


def accumulator():
    items = []
    try:
        while True:
            item = yield len(items)
            items.append(item)
    except GeneratorExit:
        print("closing with", items)


acc = accumulator()
next(acc)
print(acc.send("a"), acc.send("b"))
acc.close()


def echo():
    try:
        while True:
            try:
                x = yield
                print("got", x)
            except ValueError as e:
                print("handled", e)
    finally:
        print("echo done")


e = echo()
next(e)
e.send(1)
e.throw(ValueError("bad"))
e.send(2)
e.close()
gen = (x * 2 for x in range(3))
print(list(gen), list(gen))
