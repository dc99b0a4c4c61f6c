from itertools import chain, islice, tee, compress, dropwhile, filterfalse, zip_longest

a = [1, 2, 3]
b = (4, 5)
c = "xy"
print(list(chain(a, b, c)))
print(list(chain.from_iterable([[1, 2], [3], [], [4, 5, 6]])))


def naturals():
    n = 1
    while True:
        yield n
        n += 1


print(list(islice(naturals(), 5)))
print(list(islice(naturals(), 10, 20, 3)))
it1, it2 = tee(iter([1, 2, 3]))
print(list(it1), list(it2))
print(list(compress("ABCDEF", [1, 0, 1, 0, 1, 1])))
print(list(dropwhile(lambda x: x < 5, [1, 4, 6, 3, 8])))
print(list(filterfalse(str.isdigit, "a1b2c3")))


def batched(iterable, n):
    it = iter(iterable)
    while batch := list(islice(it, n)):
        yield batch


print(list(batched(range(11), 4)))


def grouper(iterable, n, fill=None):
    args = [iter(iterable)] * n
    return list(zip_longest(*args, fillvalue=fill))


print(grouper("ABCDEFG", 3, "x"))
