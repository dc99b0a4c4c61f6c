from collections import OrderedDict


class LRUCache:
    def __init__(self, capacity: int):
        self.capacity = capacity
        self.data: OrderedDict[str, int] = OrderedDict()
        self.hits = self.misses = 0

    def get(self, key):
        if key not in self.data:
            self.misses += 1
            return None
        self.hits += 1
        self.data.move_to_end(key)
        return self.data[key]

    def put(self, key, value):
        if key in self.data:
            self.data.move_to_end(key)
        self.data[key] = value
        if len(self.data) > self.capacity:
            evicted, _ = self.data.popitem(last=False)
            print(f"  evict {evicted}")

    def __repr__(self):
        return f"LRU({list(self.data.items())})"


cache = LRUCache(3)
for op in ["put a 1", "put b 2", "put c 3", "get a", "put d 4", "get b", "get c", "put e 5", "get a", "put c 33"]:
    parts = op.split()
    if parts[0] == "put":
        cache.put(parts[1], int(parts[2]))
        print(op, "->", cache)
    else:
        print(op, "->", cache.get(parts[1]))
print(f"hits={cache.hits} misses={cache.misses}")
od = OrderedDict.fromkeys("abcde")
od.move_to_end("b")
od.move_to_end("e", last=False)
print("".join(od), od.popitem(), OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1), dict(a=1, b=2) == dict(b=2, a=1))
