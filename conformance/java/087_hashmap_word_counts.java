import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

class Program {
    public static void main(String[] args) {
        String sentence = "the cat and the dog and the bird saw a cat";
        Map<String, Integer> counts = new HashMap<>();
        for (String w : sentence.split(" ")) {
            counts.put(w, counts.getOrDefault(w, 0) + 1);
        }
        System.out.println("counts: " + counts);
        System.out.println("size: " + counts.size());
        System.out.println("the -> " + counts.get("the") + ", fish -> " + counts.get("fish"));

        for (Map.Entry<String, Integer> e : counts.entrySet()) {
            System.out.println("  " + e.getKey() + ": " + e.getValue());
        }

        Map<String, Integer> ages = new HashMap<>();
        ages.put("Alice", 30);
        ages.put("Bob", 25);
        ages.put("Charlie", 35);
        ages.put("Diana", 28);
        ages.put("Eve", 22);
        System.out.println("ages: " + ages);
        ages.remove("Bob");
        ages.put("Alice", 31);
        ages.putIfAbsent("Eve", 99);
        ages.putIfAbsent("Frank", 40);
        System.out.println("after updates: " + ages);
        System.out.println("keys: " + ages.keySet());
        System.out.println("values: " + ages.values());
        ages.computeIfPresent("Diana", (k, v) -> v + 10);
        ages.compute("Gina", (k, v) -> v == null ? 1 : v + 1);
        System.out.println("computed: " + ages);
        System.out.println("containsKey Bob? " + ages.containsKey("Bob") + ", containsValue 35? " + ages.containsValue(35));

        Set<String> colors = new HashSet<>();
        for (String c : new String[]{"red", "green", "blue", "red", "yellow", "green"}) {
            colors.add(c);
        }
        System.out.println("colors: " + colors + " (" + colors.size() + ")");
        Set<Integer> small = new HashSet<>(Set.of(5, 3, 9, 1, 7));
        System.out.println("small ints: " + small);
        Map<Character, Integer> letterCount = new HashMap<>();
        for (char c : "hello world".toCharArray()) {
            if (c != ' ') letterCount.merge(c, 1, Integer::sum);
        }
        System.out.println("letters: " + letterCount);
    }
}
