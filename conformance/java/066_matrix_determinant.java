import java.util.Arrays;

class Program {
    static double[][] transpose(double[][] m) {
        double[][] t = new double[m[0].length][m.length];
        for (int i = 0; i < m.length; i++)
            for (int j = 0; j < m[0].length; j++)
                t[j][i] = m[i][j];
        return t;
    }

    static double determinant(double[][] m) {
        int n = m.length;
        if (n == 1) return m[0][0];
        if (n == 2) return m[0][0] * m[1][1] - m[0][1] * m[1][0];
        double det = 0;
        for (int col = 0; col < n; col++) {
            det += Math.pow(-1, col) * m[0][col] * determinant(minor(m, 0, col));
        }
        return det;
    }

    static double[][] minor(double[][] m, int row, int col) {
        int n = m.length;
        double[][] r = new double[n - 1][n - 1];
        for (int i = 0, ri = 0; i < n; i++) {
            if (i == row) continue;
            for (int j = 0, rj = 0; j < n; j++) {
                if (j == col) continue;
                r[ri][rj++] = m[i][j];
            }
            ri++;
        }
        return r;
    }

    static void print(double[][] m) {
        for (double[] row : m) {
            StringBuilder sb = new StringBuilder("  ");
            for (double v : row) sb.append(String.format("%8.2f", v));
            System.out.println(sb);
        }
    }

    public static void main(String[] args) {
        double[][] m = {{2, -3, 1}, {2, 0, -1}, {1, 4, 5}};
        System.out.println("M:");
        print(m);
        System.out.println("transpose(M):");
        print(transpose(m));
        System.out.println("det(M) = " + determinant(m));
        System.out.println("det(M^T) = " + determinant(transpose(m)));

        double[][] rect = {{1, 2, 3, 4}, {5, 6, 7, 8}};
        System.out.println("rect^T = " + Arrays.deepToString(transpose(rect)));

        double[][] singular = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}};
        System.out.println("det(singular) = " + determinant(singular));
        double[][] four = {{3, 2, 0, 1}, {4, 0, 1, 2}, {3, 0, 2, 1}, {9, 2, 3, 1}};
        System.out.println("det(4x4) = " + determinant(four));
        double[][] hilbert = new double[3][3];
        for (int i = 0; i < 3; i++)
            for (int j = 0; j < 3; j++)
                hilbert[i][j] = 1.0 / (i + j + 1);
        System.out.println("Hilbert 3x3:");
        print(hilbert);
        System.out.println("det(Hilbert) = " + determinant(hilbert));
        double trace = 0;
        for (int i = 0; i < m.length; i++) trace += m[i][i];
        System.out.println("trace(M) = " + trace);
        boolean symmetric = Arrays.deepEquals(m, transpose(m));
        System.out.println("M symmetric? " + symmetric + ", Hilbert symmetric? " + Arrays.deepEquals(hilbert, transpose(hilbert)));
    }
}
