import java.util.ArrayList;
import java.util.List;

class Program {
    static int solutions;
    static List<int[]> found = new ArrayList<>();

    static void solve(int row, int n, int[] cols, boolean[] usedCol, boolean[] diag1, boolean[] diag2) {
        if (row == n) {
            solutions++;
            if (found.size() < 2) found.add(cols.clone());
            return;
        }
        for (int c = 0; c < n; c++) {
            if (usedCol[c] || diag1[row + c] || diag2[row - c + n - 1]) continue;
            cols[row] = c;
            usedCol[c] = diag1[row + c] = diag2[row - c + n - 1] = true;
            solve(row + 1, n, cols, usedCol, diag1, diag2);
            usedCol[c] = diag1[row + c] = diag2[row - c + n - 1] = false;
        }
    }

    static int count(int n) {
        solutions = 0;
        found.clear();
        solve(0, n, new int[n], new boolean[n], new boolean[2 * n - 1], new boolean[2 * n - 1]);
        return solutions;
    }

    static void printBoard(int[] cols) {
        for (int r = 0; r < cols.length; r++) {
            StringBuilder sb = new StringBuilder();
            for (int c = 0; c < cols.length; c++) sb.append(cols[r] == c ? "Q " : ". ");
            System.out.println(sb.toString().stripTrailing());
        }
    }

    public static void main(String[] args) {
        for (int n = 1; n <= 9; n++) {
            System.out.println(n + "-queens: " + count(n) + " solutions");
        }
        count(8);
        System.out.println("First solution for 8 queens:");
        printBoard(found.get(0));
        System.out.println("Second solution for 8 queens:");
        printBoard(found.get(1));
        count(4);
        for (int[] sol : found) System.out.println("4-queens columns: " + java.util.Arrays.toString(sol));
    }
}
