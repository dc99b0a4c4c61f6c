class TreeNode:
    def __init__(self, key):
        self.key = key
        self.left = None
        self.right = None


class BST:
    def __init__(self):
        self.root = None

    def insert(self, key):
        def _insert(node, key):
            if node is None:
                return TreeNode(key)
            if key < node.key:
                node.left = _insert(node.left, key)
            elif key > node.key:
                node.right = _insert(node.right, key)
            return node
        self.root = _insert(self.root, key)

    def inorder(self):
        def walk(n):
            if n:
                yield from walk(n.left)
                yield n.key
                yield from walk(n.right)
        return list(walk(self.root))

    def preorder(self):
        out, stack = [], [self.root] if self.root else []
        while stack:
            n = stack.pop()
            out.append(n.key)
            if n.right:
                stack.append(n.right)
            if n.left:
                stack.append(n.left)
        return out

    def height(self, node="root"):
        node = self.root if node == "root" else node
        if node is None:
            return 0
        return 1 + max(self.height(node.left), self.height(node.right))

    def levels(self):
        result, level = [], [self.root] if self.root else []
        while level:
            result.append([n.key for n in level])
            level = [c for n in level for c in (n.left, n.right) if c]
        return result

    def __contains__(self, key):
        n = self.root
        while n:
            if key == n.key:
                return True
            n = n.left if key < n.key else n.right
        return False


tree = BST()
for k in [50, 30, 70, 20, 40, 60, 80, 35, 45, 65]:
    tree.insert(k)
print("inorder:", tree.inorder())
print("preorder:", tree.preorder())
print("levels:", tree.levels())
print("height:", tree.height())
print(40 in tree, 55 in tree)
