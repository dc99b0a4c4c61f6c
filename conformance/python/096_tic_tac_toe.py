LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def winner(board):
    for a, b, c in LINES:
        if board[a] != " " and board[a] == board[b] == board[c]:
            return board[a]
    return "draw" if " " not in board else None


def minimax(board, player):
    w = winner(board)
    if w == "X":
        return 1, None
    if w == "O":
        return -1, None
    if w == "draw":
        return 0, None
    best = (-2, None) if player == "X" else (2, None)
    for i in range(9):
        if board[i] == " ":
            board[i] = player
            score, _ = minimax(board, "O" if player == "X" else "X")
            board[i] = " "
            if (player == "X" and score > best[0]) or (player == "O" and score < best[0]):
                best = (score, i)
    return best


def show(board):
    print("\n---+---+---\n".join(" " + " | ".join(board[r * 3:r * 3 + 3]) for r in range(3)))


board = list("X O  O  X")
show(board)
print("winner:", winner(board))
print("best move for X:", minimax(board, "X"))
board = [" "] * 9
player = "X"
while winner(board) is None:
    _, move = minimax(board, player)
    board[move] = player
    player = "O" if player == "X" else "X"
show(board)
print("result:", winner(board))
