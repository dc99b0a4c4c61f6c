from collections import deque, defaultdict

deps = {
    "app": ["framework", "database", "logging"],
    "framework": ["http", "logging"],
    "database": ["driver", "logging"],
    "http": ["sockets"],
    "driver": ["sockets"],
    "logging": [],
    "sockets": [],
}


def kahn(deps):
    indegree = {n: 0 for n in deps}
    users = defaultdict(list)
    for node, needs in deps.items():
        for need in needs:
            indegree[node] += 1
            users[need].append(node)
    queue = deque(sorted(n for n, d in indegree.items() if d == 0))
    order = []
    while queue:
        n = queue.popleft()
        order.append(n)
        for user in sorted(users[n]):
            indegree[user] -= 1
            if indegree[user] == 0:
                queue.append(user)
    if len(order) != len(deps):
        raise ValueError("cycle detected")
    return order


def dfs_order(deps):
    seen, order = set(), []

    def visit(n):
        if n in seen:
            return
        seen.add(n)
        for m in deps[n]:
            visit(m)
        order.append(n)

    for n in deps:
        visit(n)
    return order


print("kahn:", kahn(deps))
print("dfs: ", dfs_order(deps))
deps["sockets"] = ["app"]
try:
    kahn(deps)
except ValueError as e:
    print("error:", e)
