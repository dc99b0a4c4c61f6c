class Countdown:
    def __init__(self, start):
        self.start = start

    def __iter__(self):
        return CountdownIterator(self.start)


class CountdownIterator:
    def __init__(self, current):
        self.current = current

    def __iter__(self):
        return self

    def __next__(self):
        if self.current <= 0:
            raise StopIteration
        self.current -= 1
        return self.current + 1


class Range2D:
    def __init__(self, rows, cols):
        self.rows, self.cols = rows, cols

    def __iter__(self):
        for r in range(self.rows):
            for c in range(self.cols):
                yield r, c

    def __len__(self):
        return self.rows * self.cols

    def __contains__(self, item):
        r, c = item
        return 0 <= r < self.rows and 0 <= c < self.cols


cd = Countdown(5)
print(list(cd), list(cd))
it = iter(Countdown(2))
print(next(it), next(it), next(it, "done"))
grid = Range2D(2, 3)
print(list(grid), len(grid), (1, 2) in grid, (2, 0) in grid)
print(sum(r * c for r, c in grid))
chunks = iter(range(10))
print([list(zip(chunks, chunks))])
print(list(iter(lambda it=iter([3, 2, 1, 0, 5]): next(it), 0)))
