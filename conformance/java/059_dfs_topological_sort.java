import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

class Program {
    static Map<String, List<String>> graph = new TreeMap<>();

    static void addEdge(String from, String to) {
        graph.computeIfAbsent(from, k -> new ArrayList<>()).add(to);
        graph.computeIfAbsent(to, k -> new ArrayList<>());
    }

    static void dfs(String node, Map<String, Integer> state, List<String> order, List<String> trail) {
        state.put(node, 1);
        trail.add(node);
        for (String next : graph.get(node)) {
            int s = state.getOrDefault(next, 0);
            if (s == 1) throw new IllegalStateException("cycle detected at " + next);
            if (s == 0) dfs(next, state, order, trail);
        }
        state.put(node, 2);
        order.add(0, node);
    }

    public static void main(String[] args) {
        addEdge("shirt", "tie");
        addEdge("tie", "jacket");
        addEdge("pants", "shoes");
        addEdge("pants", "belt");
        addEdge("belt", "jacket");
        addEdge("shirt", "belt");
        addEdge("socks", "shoes");
        addEdge("undershorts", "pants");
        addEdge("undershorts", "shoes");
        graph.computeIfAbsent("watch", k -> new ArrayList<>());

        System.out.println("Graph: " + graph);
        Map<String, Integer> state = new LinkedHashMap<>();
        List<String> order = new ArrayList<>();
        List<String> trail = new ArrayList<>();
        for (String node : graph.keySet()) {
            if (state.getOrDefault(node, 0) == 0) dfs(node, state, order, trail);
        }
        System.out.println("DFS visit order: " + trail);
        System.out.println("Topological order: " + String.join(" -> ", order));

        Map<String, Integer> indegree = new TreeMap<>();
        for (String n : graph.keySet()) indegree.putIfAbsent(n, 0);
        for (List<String> outs : graph.values()) for (String o : outs) indegree.merge(o, 1, Integer::sum);
        TreeSet<String> ready = new TreeSet<>();
        indegree.forEach((n, d) -> { if (d == 0) ready.add(n); });
        List<String> kahn = new ArrayList<>();
        while (!ready.isEmpty()) {
            String n = ready.pollFirst();
            kahn.add(n);
            for (String o : graph.get(n)) if (indegree.merge(o, -1, Integer::sum) == 0) ready.add(o);
        }
        System.out.println("Kahn (alphabetical ties): " + kahn);

        addEdge("jacket", "shirt");
        try {
            Map<String, Integer> st = new LinkedHashMap<>();
            for (String node : graph.keySet()) if (st.getOrDefault(node, 0) == 0) dfs(node, st, new ArrayList<>(), new ArrayList<>());
        } catch (IllegalStateException e) {
            System.out.println("After adding jacket->shirt: " + e.getMessage());
        }
    }
}
