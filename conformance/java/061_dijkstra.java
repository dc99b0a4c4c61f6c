import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.PriorityQueue;

class Program {
    record Edge(int to, int weight) {}

    public static void main(String[] args) {
        String[] names = {"A", "B", "C", "D", "E", "F", "G"};
        int n = names.length;
        List<List<Edge>> adj = new ArrayList<>();
        for (int i = 0; i < n; i++) adj.add(new ArrayList<>());
        int[][] edges = {{0, 1, 7}, {0, 2, 9}, {0, 5, 14}, {1, 2, 10}, {1, 3, 15}, {2, 3, 11},
                {2, 5, 2}, {3, 4, 6}, {4, 5, 9}};
        for (int[] e : edges) {
            adj.get(e[0]).add(new Edge(e[1], e[2]));
            adj.get(e[1]).add(new Edge(e[0], e[2]));
        }

        int[] dist = new int[n];
        int[] prev = new int[n];
        Arrays.fill(dist, Integer.MAX_VALUE);
        Arrays.fill(prev, -1);
        dist[0] = 0;
        PriorityQueue<int[]> pq = new PriorityQueue<>((a, b) -> Integer.compare(a[1], b[1]));
        pq.add(new int[]{0, 0});
        int relaxations = 0;
        while (!pq.isEmpty()) {
            int[] top = pq.poll();
            int u = top[0];
            if (top[1] > dist[u]) continue;
            for (Edge e : adj.get(u)) {
                int nd = dist[u] + e.weight();
                if (nd < dist[e.to()]) {
                    dist[e.to()] = nd;
                    prev[e.to()] = u;
                    relaxations++;
                    pq.add(new int[]{e.to(), nd});
                }
            }
        }

        System.out.println("Shortest distances from A (" + relaxations + " relaxations):");
        for (int v = 0; v < n; v++) {
            if (dist[v] == Integer.MAX_VALUE) {
                System.out.println("  " + names[v] + ": unreachable");
                continue;
            }
            List<String> path = new ArrayList<>();
            for (int at = v; at != -1; at = prev[at]) path.add(names[at]);
            Collections.reverse(path);
            System.out.printf("  %s: %3d via %s%n", names[v], dist[v], String.join("->", path));
        }
        System.out.println("dist array: " + Arrays.toString(dist));
    }
}
