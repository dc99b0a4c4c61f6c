import heapq

scores = {"ann": 91, "ben": 78, "cat": 88, "dan": 95, "eve": 67, "fay": 88, "gus": 72}
print(heapq.nlargest(3, scores.items(), key=lambda kv: kv[1]))
print(heapq.nsmallest(2, scores, key=scores.get))

heap = []
for value in [5, 1, 8, 3, 9, 2]:
    heapq.heappush(heap, value)
print("heap:", heap)
print("sorted pops:", [heapq.heappop(heap) for _ in range(len(heap))])

tasks = []
heapq.heappush(tasks, (2, "write code"))
heapq.heappush(tasks, (1, "fix bug"))
heapq.heappush(tasks, (3, "write docs"))
heapq.heappush(tasks, (1, "answer email"))
while tasks:
    priority, task = heapq.heappop(tasks)
    print(f"[{priority}] {task}")

lists = [[1, 4, 9], [2, 3, 10], [0, 5, 6, 7]]
print(list(heapq.merge(*lists)))
data = [9, 4, 7, 1, 8]
heapq.heapify(data)
print(data[0], heapq.heappushpop(data, 0), heapq.heapreplace(data, 6), sorted(data))
