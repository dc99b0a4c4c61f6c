import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Queue;

class Program {
    static final int[][] DIRS = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};

    public static void main(String[] args) {
        String[] maze = {
                "S.#.......",
                ".##.####..",
                "....#..#..",
                "##.##.##.#",
                "...#...#..",
                ".#...#...E",
        };
        int rows = maze.length, cols = maze[0].length();
        int[] start = null, end = null;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                if (maze[r].charAt(c) == 'S') start = new int[]{r, c};
                if (maze[r].charAt(c) == 'E') end = new int[]{r, c};
            }
        }
        int[][] dist = new int[rows][cols];
        int[][][] prev = new int[rows][cols][];
        for (int[] row : dist) java.util.Arrays.fill(row, -1);
        Queue<int[]> queue = new ArrayDeque<>();
        queue.add(start);
        dist[start[0]][start[1]] = 0;
        int explored = 0;
        while (!queue.isEmpty()) {
            int[] cur = queue.poll();
            explored++;
            if (cur[0] == end[0] && cur[1] == end[1]) break;
            for (int[] d : DIRS) {
                int nr = cur[0] + d[0], nc = cur[1] + d[1];
                if (nr < 0 || nc < 0 || nr >= rows || nc >= cols) continue;
                if (maze[nr].charAt(nc) == '#' || dist[nr][nc] != -1) continue;
                dist[nr][nc] = dist[cur[0]][cur[1]] + 1;
                prev[nr][nc] = cur;
                queue.add(new int[]{nr, nc});
            }
        }
        System.out.println("Shortest path length: " + dist[end[0]][end[1]] + " (explored " + explored + " cells)");
        List<int[]> path = new ArrayList<>();
        for (int[] p = end; p != null; p = prev[p[0]][p[1]]) path.add(p);
        Collections.reverse(path);
        char[][] grid = new char[rows][];
        for (int r = 0; r < rows; r++) grid[r] = maze[r].toCharArray();
        for (int[] p : path) {
            if (grid[p[0]][p[1]] == '.') grid[p[0]][p[1]] = '*';
        }
        for (char[] row : grid) System.out.println(new String(row));
        StringBuilder coords = new StringBuilder();
        for (int[] p : path) coords.append("(").append(p[0]).append(",").append(p[1]).append(")");
        System.out.println(coords);
        int unreachable = 0;
        for (int r = 0; r < rows; r++)
            for (int c = 0; c < cols; c++)
                if (maze[r].charAt(c) != '#' && dist[r][c] == -1) unreachable++;
        System.out.println("Open cells not reached before stopping: " + unreachable);
    }
}
