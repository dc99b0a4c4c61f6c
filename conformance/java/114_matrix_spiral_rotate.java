import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

class Program {
    static List<Integer> spiral(int[][] m) {
        List<Integer> out = new ArrayList<>();
        if (m.length == 0) return out;
        int top = 0, bottom = m.length - 1, left = 0, right = m[0].length - 1;
        while (top <= bottom && left <= right) {
            for (int c = left; c <= right; c++) out.add(m[top][c]);
            top++;
            for (int r = top; r <= bottom; r++) out.add(m[r][right]);
            right--;
            if (top <= bottom) {
                for (int c = right; c >= left; c--) out.add(m[bottom][c]);
                bottom--;
            }
            if (left <= right) {
                for (int r = bottom; r >= top; r--) out.add(m[r][left]);
                left++;
            }
        }
        return out;
    }

    static int[][] rotateClockwise(int[][] m) {
        int rows = m.length, cols = m[0].length;
        int[][] r = new int[cols][rows];
        for (int i = 0; i < rows; i++)
            for (int j = 0; j < cols; j++)
                r[j][rows - 1 - i] = m[i][j];
        return r;
    }

    static int[][] spiralFill(int n) {
        int[][] m = new int[n][n];
        int val = 1, top = 0, bottom = n - 1, left = 0, right = n - 1;
        while (val <= n * n) {
            for (int c = left; c <= right; c++) m[top][c] = val++;
            top++;
            for (int r = top; r <= bottom; r++) m[r][right] = val++;
            right--;
            for (int c = right; c >= left; c--) m[bottom][c] = val++;
            bottom--;
            for (int r = bottom; r >= top; r--) m[r][left] = val++;
            left++;
        }
        return m;
    }

    static void print(int[][] m) {
        for (int[] row : m) {
            StringBuilder sb = new StringBuilder();
            for (int v : row) sb.append(String.format("%4d", v));
            System.out.println(sb);
        }
    }

    public static void main(String[] args) {
        int[][] m = {{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}};
        System.out.println("matrix:");
        print(m);
        System.out.println("spiral: " + spiral(m));
        System.out.println("rotated clockwise:");
        print(rotateClockwise(m));
        int[][] back = m;
        for (int i = 0; i < 4; i++) back = rotateClockwise(back);
        System.out.println("4 rotations == original: " + Arrays.deepEquals(back, m));
        System.out.println("spiral fill 5x5:");
        print(spiralFill(5));
        System.out.println("spiral of single row: " + spiral(new int[][]{{7, 8, 9}}));
        System.out.println("spiral of single column: " + spiral(new int[][]{{1}, {2}, {3}}));
        System.out.println("spiral of fill(4): " + spiral(spiralFill(4)));
    }
}
