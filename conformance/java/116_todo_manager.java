import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;

class Program {
    enum Priority { LOW, MEDIUM, HIGH, URGENT }

    enum State { OPEN, IN_PROGRESS, DONE }

    record Todo(int id, String title, Priority priority, State state, List<String> tags) {
        Todo withState(State s) { return new Todo(id, title, priority, s, tags); }
    }

    static class TodoList {
        private final List<Todo> items = new ArrayList<>();
        private int nextId = 1;

        Todo add(String title, Priority p, String... tags) {
            Todo t = new Todo(nextId++, title, p, State.OPEN, List.of(tags));
            items.add(t);
            return t;
        }

        Optional<Todo> find(int id) { return items.stream().filter(t -> t.id() == id).findFirst(); }

        boolean update(int id, State s) {
            for (int i = 0; i < items.size(); i++) {
                if (items.get(i).id() == id) {
                    items.set(i, items.get(i).withState(s));
                    return true;
                }
            }
            return false;
        }

        List<Todo> pending() {
            return items.stream().filter(t -> t.state() != State.DONE)
                    .sorted(Comparator.comparing(Todo::priority).reversed().thenComparing(Todo::id))
                    .toList();
        }
    }

    public static void main(String[] args) {
        TodoList list = new TodoList();
        list.add("Write unit tests", Priority.HIGH, "dev", "testing");
        list.add("Buy groceries", Priority.MEDIUM, "home");
        list.add("Fix login bug", Priority.URGENT, "dev", "bug");
        list.add("Call plumber", Priority.LOW, "home");
        list.add("Update resume", Priority.MEDIUM, "career");
        list.add("Review PR #42", Priority.HIGH, "dev");

        list.update(3, State.IN_PROGRESS);
        list.update(2, State.DONE);
        list.update(6, State.DONE);
        System.out.println("update missing id 99: " + list.update(99, State.DONE));

        System.out.println("Pending, by priority:");
        for (Todo t : list.pending()) {
            System.out.printf("  #%d %-18s %-7s %-11s %s%n", t.id(), t.title(), t.priority(), t.state(), t.tags());
        }
        Map<State, Long> byState = list.items.stream()
                .collect(Collectors.groupingBy(Todo::state, TreeMap::new, Collectors.counting()));
        System.out.println("By state: " + byState);
        Map<String, List<Integer>> byTag = new TreeMap<>();
        for (Todo t : list.items) for (String tag : t.tags()) byTag.computeIfAbsent(tag, k -> new ArrayList<>()).add(t.id());
        System.out.println("By tag: " + byTag);
        System.out.println("find(3): " + list.find(3));
        System.out.println("find(42): " + list.find(42).map(Todo::title).orElse("not found"));
        long done = byState.getOrDefault(State.DONE, 0L);
        System.out.printf("Progress: %d/%d (%.1f%%)%n", done, list.items.size(), 100.0 * done / list.items.size());
    }
}
