from typing import Sequence


def binary_search(items: Sequence[int], target: int) -> int:
    lo, hi = 0, len(items) - 1
    steps = 0
    while lo <= hi:
        steps += 1
        mid = (lo + hi) // 2
        if items[mid] == target:
            print(f"  found {target} in {steps} steps")
            return mid
        if items[mid] < target:
            lo = mid + 1
        else:
            hi = mid - 1
    print(f"  {target} not found after {steps} steps")
    return -1


def first_true(lo, hi, pred):
    while lo < hi:
        mid = (lo + hi) // 2
        if pred(mid):
            hi = mid
        else:
            lo = mid + 1
    return lo


data = list(range(0, 200, 3))
for t in [0, 99, 100, 198, 199]:
    print(t, "->", binary_search(data, t))

print("integer sqrt of 1_000_000:", first_true(0, 1_000_001, lambda x: x * x >= 1_000_000))
print("first power of 2 above 5000:", 2 ** first_true(0, 64, lambda e: 2 ** e > 5000))
