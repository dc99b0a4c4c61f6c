from functools import lru_cache


def collatz_sequence(n):
    seq = [n]
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        seq.append(n)
    return seq


@lru_cache(maxsize=None)
def collatz_length(n):
    if n == 1:
        return 1
    return 1 + collatz_length(n // 2 if n % 2 == 0 else 3 * n + 1)


print(collatz_sequence(27)[:20], "...")
print("length of 27:", len(collatz_sequence(27)), "peak:", max(collatz_sequence(27)))
best = max(range(1, 10000), key=collatz_length)
print(f"longest below 10000: {best} with {collatz_length(best)} terms")
lengths = [collatz_length(n) for n in range(1, 21)]
print(lengths)
histogram = {}
for n in range(1, 1001):
    bucket = collatz_length(n) // 25 * 25
    histogram[bucket] = histogram.get(bucket, 0) + 1
for bucket in sorted(histogram):
    print(f"{bucket:>3}-{bucket + 24:<3} {'#' * (histogram[bucket] // 10)} {histogram[bucket]}")
