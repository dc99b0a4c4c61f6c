def merge_sort(items, key=lambda x: x):
    if len(items) <= 1:
        return list(items)
    mid = len(items) // 2
    left = merge_sort(items[:mid], key)
    right = merge_sort(items[mid:], key)
    merged = []
    i = j = 0
    while i < len(left) and j < len(right):
        if key(left[i]) <= key(right[j]):
            merged.append(left[i])
            i += 1
        else:
            merged.append(right[j])
            j += 1
    merged.extend(left[i:])
    merged.extend(right[j:])
    return merged


def count_inversions(a):
    if len(a) < 2:
        return a, 0
    mid = len(a) // 2
    left, x = count_inversions(a[:mid])
    right, y = count_inversions(a[mid:])
    out, inv, i, j = [], x + y, 0, 0
    while i < len(left) and j < len(right):
        if left[i] <= right[j]:
            out.append(left[i]); i += 1
        else:
            out.append(right[j]); j += 1
            inv += len(left) - i
    return out + left[i:] + right[j:], inv


print(merge_sort([38, 27, 43, 3, 9, 82, 10]))
print(merge_sort(["pear", "fig", "apple", "kiwi"], key=len))
print(merge_sort([]), merge_sort([1]))
print(count_inversions([2, 4, 1, 3, 5]))
print(count_inversions(list(range(10, 0, -1)))[1])
