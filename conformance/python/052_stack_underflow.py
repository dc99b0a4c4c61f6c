class Stack:
    def __init__(self):
        self._items = []

    def push(self, item):
        self._items.append(item)

    def pop(self):
        return self._items.pop()

    def peek(self):
        return self._items[-1]

    def __len__(self):
        return len(self._items)

    def __repr__(self):
        return f"Stack({self._items})"


def evaluate_rpn(expression: str) -> float:
    stack = Stack()
    ops = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b, "/": lambda a, b: a / b}
    for token in expression.split():
        if token in ops:
            b = stack.pop()
            a = stack.pop()
            stack.push(ops[token](a, b))
        else:
            stack.push(float(token))
    return stack.pop()


for expr in ["3 4 +", "5 1 2 + 4 * + 3 -", "2 3 4 * +", "10 2 /"]:
    print(f"{expr:<22} = {evaluate_rpn(expr)}")

s = Stack()
for x in "abc":
    s.push(x)
print(s, len(s), s.peek())
print(evaluate_rpn("1 +"))
