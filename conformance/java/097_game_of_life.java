class Program {
    static boolean[][] step(boolean[][] g) {
        int rows = g.length, cols = g[0].length;
        boolean[][] next = new boolean[rows][cols];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                int n = 0;
                for (int dr = -1; dr <= 1; dr++) {
                    for (int dc = -1; dc <= 1; dc++) {
                        if (dr == 0 && dc == 0) continue;
                        int rr = (r + dr + rows) % rows, cc = (c + dc + cols) % cols;
                        if (g[rr][cc]) n++;
                    }
                }
                next[r][c] = g[r][c] ? (n == 2 || n == 3) : n == 3;
            }
        }
        return next;
    }

    static boolean[][] parse(String... rows) {
        boolean[][] g = new boolean[rows.length][rows[0].length()];
        for (int r = 0; r < rows.length; r++)
            for (int c = 0; c < rows[r].length(); c++)
                g[r][c] = rows[r].charAt(c) == '#';
        return g;
    }

    static String render(boolean[][] g) {
        StringBuilder sb = new StringBuilder();
        for (boolean[] row : g) {
            for (boolean b : row) sb.append(b ? '#' : '.');
            sb.append('\n');
        }
        return sb.toString();
    }

    static int population(boolean[][] g) {
        int p = 0;
        for (boolean[] row : g) for (boolean b : row) if (b) p++;
        return p;
    }

    public static void main(String[] args) {
        boolean[][] glider = parse(
                ".#......",
                "..#.....",
                "###.....",
                "........",
                "........",
                "........");
        for (int gen = 0; gen <= 4; gen++) {
            System.out.println("Generation " + gen + " (population " + population(glider) + "):");
            System.out.print(render(glider));
            glider = step(glider);
        }
        boolean[][] blinker = parse(".....", "..#..", "..#..", "..#..", ".....");
        String start = render(blinker);
        boolean[][] b1 = step(blinker);
        System.out.println("Blinker after 1 step:");
        System.out.print(render(b1));
        System.out.println("Blinker period 2: " + render(step(b1)).equals(start));
        boolean[][] g = glider;
        for (int i = 0; i < 19; i++) g = step(g);
        System.out.println("Glider after 24 generations, population " + population(g) + ":");
        System.out.print(render(g));
    }
}
