import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

class Program {
    record Pet(String name, String species, int age) {}

    public static void main(String[] args) {
        List<Pet> pets = List.of(
                new Pet("Rex", "dog", 5),
                new Pet("Tom", "cat", 3),
                new Pet("Bubbles", "fish", 1),
                new Pet("Fido", "dog", 2),
                new Pet("Luna", "cat", 7),
                new Pet("Polly", "bird", 12),
                new Pet("Spot", "dog", 9));

        Map<String, List<String>> bySpecies = new HashMap<>();
        for (Pet p : pets) {
            bySpecies.computeIfAbsent(p.species(), k -> new ArrayList<>()).add(p.name());
        }
        System.out.println("by species: " + bySpecies);

        Map<String, Long> counts = pets.stream().collect(Collectors.groupingBy(Pet::species, Collectors.counting()));
        System.out.println("counts: " + counts);

        Map<String, Integer> totalAge = pets.stream().collect(Collectors.groupingBy(Pet::species, Collectors.summingInt(Pet::age)));
        System.out.println("total age: " + totalAge);

        Map<String, Integer> nameToAge = pets.stream().collect(Collectors.toMap(Pet::name, Pet::age));
        System.out.println("name -> age: " + nameToAge);

        Map<Boolean, List<String>> seniors = pets.stream()
                .collect(Collectors.partitioningBy(p -> p.age() >= 7, Collectors.mapping(Pet::name, Collectors.toList())));
        System.out.println("seniors: " + seniors);

        Map<String, Integer> scores = new HashMap<>(Map.of("x", 1));
        scores.put("alpha", 10);
        scores.put("beta", 20);
        scores.put("gamma", 30);
        scores.merge("alpha", 5, Integer::sum);
        scores.merge("delta", 7, Integer::sum);
        System.out.println("scores: " + scores);
        int sum = 0;
        for (int v : scores.values()) sum += v;
        System.out.println("sum of scores: " + sum);
        StringBuilder sb = new StringBuilder();
        scores.forEach((k, v) -> sb.append(k).append('=').append(v * 2).append(';'));
        System.out.println("doubled: " + sb);
    }
}
