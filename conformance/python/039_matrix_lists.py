def matmul(a, b):
    return [[sum(a[i][k] * b[k][j] for k in range(len(b))) for j in range(len(b[0]))] for i in range(len(a))]


def transpose(m):
    return [list(row) for row in zip(*m)]


def identity(n):
    return [[1 if i == j else 0 for j in range(n)] for i in range(n)]


def determinant(m):
    if len(m) == 1:
        return m[0][0]
    if len(m) == 2:
        return m[0][0] * m[1][1] - m[0][1] * m[1][0]
    return sum((-1) ** c * m[0][c] * determinant([row[:c] + row[c + 1:] for row in m[1:]]) for c in range(len(m)))


def show(m):
    width = max(len(str(x)) for row in m for x in row)
    for row in m:
        print("[" + " ".join(f"{x:>{width}}" for x in row) + "]")


A = [[1, 2, 3], [4, 5, 6]]
B = [[7, 8], [9, 10], [11, 12]]
show(matmul(A, B))
show(transpose(A))
show(matmul(identity(2), [[5, 6], [7, 8]]))
print(determinant([[2, 0, 1], [1, 3, 2], [1, 1, 1]]))
print(determinant([[1, 2], [3, 4]]))
M = [[1, 1], [1, 0]]
P = identity(2)
for _ in range(10):
    P = matmul(P, M)
print("fib via matrix:", P[0][1])
