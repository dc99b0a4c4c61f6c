from collections import deque


def moving_average(values, window):
    buf = deque(maxlen=window)
    out = []
    for v in values:
        buf.append(v)
        if len(buf) == window:
            out.append(sum(buf) / window)
    return out


def max_sliding_window(nums, k):
    dq = deque()
    result = []
    for i, n in enumerate(nums):
        while dq and nums[dq[-1]] <= n:
            dq.pop()
        dq.append(i)
        if dq[0] <= i - k:
            dq.popleft()
        if i >= k - 1:
            result.append(nums[dq[0]])
    return result


data = [1, 3, -1, -3, 5, 3, 6, 7]
print(moving_average(data, 3))
print(max_sliding_window(data, 3))

d = deque([1, 2, 3])
d.appendleft(0)
d.extend([4, 5])
d.rotate(2)
print(d)
d.rotate(-3)
print(list(d), d[0], d[-1])
history = deque(maxlen=3)
for cmd in ["ls", "cd /", "pwd", "echo hi", "exit"]:
    history.append(cmd)
print(history)
