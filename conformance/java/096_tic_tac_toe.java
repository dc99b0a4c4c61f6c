class Program {
    static char[][] board = new char[3][3];

    static void reset() {
        for (char[] row : board) java.util.Arrays.fill(row, ' ');
    }

    static void print() {
        for (int r = 0; r < 3; r++) {
            System.out.println(" " + board[r][0] + " | " + board[r][1] + " | " + board[r][2]);
            if (r < 2) System.out.println("---+---+---");
        }
    }

    static char winner() {
        for (int i = 0; i < 3; i++) {
            if (board[i][0] != ' ' && board[i][0] == board[i][1] && board[i][1] == board[i][2]) return board[i][0];
            if (board[0][i] != ' ' && board[0][i] == board[1][i] && board[1][i] == board[2][i]) return board[0][i];
        }
        if (board[1][1] != ' ' && ((board[0][0] == board[1][1] && board[1][1] == board[2][2])
                || (board[0][2] == board[1][1] && board[1][1] == board[2][0]))) return board[1][1];
        return ' ';
    }

    static boolean full() {
        for (char[] row : board) for (char c : row) if (c == ' ') return false;
        return true;
    }

    static void play(String name, int[][] moves) {
        reset();
        System.out.println("== " + name + " ==");
        char player = 'X';
        for (int[] m : moves) {
            if (board[m[0]][m[1]] != ' ') {
                System.out.println("Illegal move by " + player + " at " + m[0] + "," + m[1] + " - skipped");
                continue;
            }
            board[m[0]][m[1]] = player;
            char w = winner();
            if (w != ' ') {
                print();
                System.out.println(w + " wins!");
                return;
            }
            player = player == 'X' ? 'O' : 'X';
        }
        print();
        System.out.println(full() ? "It's a draw." : "Game unfinished, " + player + " to move.");
    }

    public static void main(String[] args) {
        play("Game 1", new int[][]{{0, 0}, {1, 1}, {0, 1}, {2, 2}, {0, 2}});
        play("Game 2", new int[][]{{1, 1}, {0, 0}, {2, 2}, {0, 2}, {0, 1}, {2, 1}, {1, 0}, {1, 2}, {2, 0}});
        play("Game 3", new int[][]{{0, 2}, {0, 0}, {1, 1}, {1, 1}, {1, 0}, {2, 0}});
        play("Game 4", new int[][]{{0, 0}, {1, 1}});
    }
}
