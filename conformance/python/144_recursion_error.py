def depth(node):
    """Counts the depth of a nested dict tree."""
    if not node:
        return 0
    return 1 + max(depth(child) for child in node.values())


tree = {"a": {"b": {"c": {}}, "d": {}}}
print("depth:", depth(tree))


def countdown(n):
    if n == 0:
        return "liftoff"
    return countdown(n - 1)


print(countdown(100))
print(countdown(-1))
