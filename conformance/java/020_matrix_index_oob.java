import java.util.Arrays;

class Program {
    static int[][] buildMatrix(int rows, int cols) {
        int[][] m = new int[rows][cols];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                m[r][c] = r * cols + c + 1;
            }
        }
        return m;
    }

    static int[] columnSums(int[][] m) {
        int[] sums = new int[m[0].length];
        for (int r = 0; r < m.length; r++) {
            for (int c = 0; c <= m[r].length; c++) {
                sums[c] += m[r][c];
            }
        }
        return sums;
    }

    public static void main(String[] args) {
        int[][] matrix = buildMatrix(3, 4);
        for (int[] row : matrix) {
            System.out.println(Arrays.toString(row));
        }
        int total = 0;
        for (int[] row : matrix) {
            for (int v : row) total += v;
        }
        System.out.println("Total: " + total);
        System.out.println("Computing column sums...");
        int[] sums = columnSums(matrix);
        System.out.println("Column sums: " + Arrays.toString(sums));
    }
}
