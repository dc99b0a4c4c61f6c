import copy

original = {"name": "config", "values": [1, 2, 3], "nested": {"flags": ["a", "b"]}}
shallow = copy.copy(original)
deep = copy.deepcopy(original)

shallow["name"] = "shallow"
shallow["values"].append(4)
deep["nested"]["flags"].append("c")

print(original)
print(shallow)
print(deep)
print(original["values"] is shallow["values"], original["values"] is deep["values"])

grid = [[0] * 3] * 3
grid[0][0] = 1
print("aliased rows:", grid)
grid = [[0] * 3 for _ in range(3)]
grid[0][0] = 1
print("independent rows:", grid)


class Node:
    def __init__(self, name):
        self.name = name
        self.links = []

    def __repr__(self):
        return f"Node({self.name}, links={[n.name for n in self.links]})"


a, b = Node("a"), Node("b")
a.links.append(b)
b.links.append(a)
a2 = copy.deepcopy(a)
print(a2, a2.links[0], a2.links[0].links[0] is a2, a2 is a)
lst = [1, [2, 3]]
print(lst[:] == lst, lst[:] is lst, list(lst)[1] is lst[1])
