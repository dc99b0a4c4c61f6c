import heapq
from typing import Dict, List, Tuple

Graph = Dict[str, List[Tuple[str, int]]]

graph: Graph = {
    "A": [("B", 4), ("C", 2)],
    "B": [("C", 5), ("D", 10)],
    "C": [("E", 3)],
    "D": [("F", 11)],
    "E": [("D", 4)],
    "F": [],
}


def dijkstra(graph: Graph, source: str):
    dist = {node: float("inf") for node in graph}
    prev = {node: None for node in graph}
    dist[source] = 0
    heap = [(0, source)]
    while heap:
        d, u = heapq.heappop(heap)
        if d > dist[u]:
            continue
        for v, w in graph[u]:
            nd = d + w
            if nd < dist[v]:
                dist[v] = nd
                prev[v] = u
                heapq.heappush(heap, (nd, v))
    return dist, prev


def path_to(prev, target):
    path = []
    while target is not None:
        path.append(target)
        target = prev[target]
    return path[::-1]


dist, prev = dijkstra(graph, "A")
for node in sorted(dist):
    print(f"{node}: {dist[node]:>3}  via {' -> '.join(path_to(prev, node))}")
graph["G"] = []
dist, _ = dijkstra(graph, "A")
print("G:", dist["G"])
