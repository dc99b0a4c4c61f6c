from collections import deque
import string

WORDS = {"hit", "hot", "dot", "dog", "cog", "lot", "log", "lit", "hat", "cat", "cot", "cut", "hut"}


def ladder(start, goal, words):
    if goal not in words:
        return None
    queue = deque([[start]])
    seen = {start}
    while queue:
        path = queue.popleft()
        word = path[-1]
        if word == goal:
            return path
        for i in range(len(word)):
            for ch in string.ascii_lowercase:
                nxt = word[:i] + ch + word[i + 1:]
                if nxt in words and nxt not in seen:
                    seen.add(nxt)
                    queue.append(path + [nxt])
    return None


for start, goal in [("hit", "cog"), ("cat", "dog"), ("hut", "lit"), ("hit", "xyz")]:
    path = ladder(start, goal, WORDS)
    if path:
        print(f"{start} -> {goal}: {' -> '.join(path)} ({len(path) - 1} steps)")
    else:
        print(f"{start} -> {goal}: no ladder")
