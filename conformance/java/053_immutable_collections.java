import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

class Program {
    static void attempt(String label, Runnable action) {
        try {
            action.run();
            System.out.println(label + ": ok");
        } catch (UnsupportedOperationException e) {
            System.out.println(label + ": UnsupportedOperationException");
        } catch (NullPointerException e) {
            System.out.println(label + ": NullPointerException");
        } catch (IllegalArgumentException e) {
            System.out.println(label + ": IllegalArgumentException " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        List<String> list = List.of("red", "green", "blue");
        Set<Integer> set = Set.of(3, 1, 2);
        Map<String, Integer> map = Map.of("one", 1, "two", 2, "three", 3);

        System.out.println("list: " + list + " size " + list.size() + " get(1) " + list.get(1));
        System.out.println("set sorted: " + new TreeSet<>(set) + " contains 2? " + set.contains(2));
        System.out.println("map sorted: " + new TreeMap<>(map) + " get(two) " + map.get("two"));
        System.out.println("map getOrDefault: " + map.getOrDefault("four", 0));

        attempt("list.add", () -> list.add("yellow"));
        attempt("list.set", () -> list.set(0, "pink"));
        attempt("list.remove", () -> list.remove("red"));
        attempt("set.add", () -> set.add(4));
        attempt("map.put", () -> map.put("four", 4));
        attempt("List.of with null", () -> List.of("a", null));
        attempt("Set.of duplicate", () -> Set.of("a", "a"));
        attempt("list.contains(null)", () -> list.contains(null));

        List<String> mutable = new ArrayList<>(list);
        mutable.add("yellow");
        System.out.println("mutable copy: " + mutable);
        List<String> unmodifiable = Collections.unmodifiableList(mutable);
        attempt("unmodifiable.add", () -> unmodifiable.add("x"));
        mutable.add("purple");
        System.out.println("unmodifiable view sees change: " + unmodifiable);
        List<String> copy = List.copyOf(mutable);
        mutable.clear();
        System.out.println("List.copyOf kept: " + copy + ", mutable now " + mutable);
        System.out.println("List.of equals ArrayList: " + List.of(1, 2).equals(new ArrayList<>(List.of(1, 2))));
        Map<String, Integer> entries = Map.ofEntries(Map.entry("k1", 10), Map.entry("k2", 20));
        System.out.println("ofEntries sum: " + entries.values().stream().mapToInt(Integer::intValue).sum());
        List<Integer> empty = Collections.emptyList();
        attempt("emptyList.add", () -> empty.add(1));
        System.out.println("stream toList immutable: " + list.stream().map(String::length).toList());
    }
}
