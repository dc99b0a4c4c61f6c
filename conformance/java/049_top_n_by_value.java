import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

class Program {
    public static void main(String[] args) {
        Map<String, Integer> population = new TreeMap<>();
        population.put("Tokyo", 37400);
        population.put("Delhi", 31000);
        population.put("Shanghai", 27100);
        population.put("Sao Paulo", 22000);
        population.put("Mexico City", 21900);
        population.put("Cairo", 21300);
        population.put("Mumbai", 20700);
        population.put("Beijing", 20500);

        System.out.println("Top 3 by population:");
        population.entrySet().stream()
                .sorted(Map.Entry.<String, Integer>comparingByValue().reversed())
                .limit(3)
                .forEach(e -> System.out.printf("  %-12s %,d thousand%n", e.getKey(), e.getValue()));

        System.out.println("Bottom 3:");
        population.entrySet().stream()
                .sorted(Map.Entry.comparingByValue())
                .limit(3)
                .forEach(e -> System.out.println("  " + e.getKey() + "=" + e.getValue()));

        LinkedHashMap<String, Integer> sortedByValue = population.entrySet().stream()
                .sorted(Map.Entry.comparingByValue(Comparator.reverseOrder()))
                .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue, (a, b) -> a, LinkedHashMap::new));
        System.out.println("sorted map: " + sortedByValue);

        List<Map.Entry<String, Integer>> entries = new ArrayList<>(population.entrySet());
        entries.sort(Map.Entry.comparingByKey(Comparator.comparing(String::length).thenComparing(Comparator.naturalOrder())));
        System.out.println("by key length: " + entries);

        Map.Entry<String, Integer> max = Collections.max(population.entrySet(), Map.Entry.comparingByValue());
        Map.Entry<String, Integer> min = Collections.min(population.entrySet(), Map.Entry.comparingByValue());
        System.out.println("max: " + max + ", min: " + min);

        Map<String, Integer> scores = Map.of("ann", 3, "ben", 3, "cat", 5, "dan", 1);
        List<String> ranking = scores.entrySet().stream()
                .sorted(Map.Entry.<String, Integer>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .map(e -> e.getKey() + "(" + e.getValue() + ")")
                .toList();
        System.out.println("ranking: " + ranking);
        Map.Entry<String, Integer> entry = Map.entry("solo", 1);
        System.out.println("Map.entry: " + entry + " key=" + entry.getKey());
    }
}
