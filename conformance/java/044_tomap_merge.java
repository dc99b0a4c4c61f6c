import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;

class Program {
    record Transaction(String account, int amount) {}

    public static void main(String[] args) {
        List<Transaction> txs = List.of(
                new Transaction("ACC-1", 100),
                new Transaction("ACC-2", -40),
                new Transaction("ACC-1", 250),
                new Transaction("ACC-3", 75),
                new Transaction("ACC-2", 10),
                new Transaction("ACC-1", -30));

        Map<String, Integer> balances = txs.stream()
                .collect(Collectors.toMap(Transaction::account, Transaction::amount, Integer::sum, TreeMap::new));
        System.out.println("balances: " + balances);

        Map<String, Integer> largest = txs.stream()
                .collect(Collectors.toMap(Transaction::account, Transaction::amount, Math::max, LinkedHashMap::new));
        System.out.println("largest single tx: " + largest);

        Map<String, String> history = txs.stream()
                .collect(Collectors.toMap(Transaction::account, t -> String.valueOf(t.amount()),
                        (a, b) -> a + "," + b, TreeMap::new));
        System.out.println("history: " + history);

        List<String> fruits = List.of("banana", "apple", "cherry", "date", "fig");
        Map<String, Integer> lengths = fruits.stream()
                .collect(Collectors.toMap(Function.identity(), String::length, (a, b) -> a, TreeMap::new));
        System.out.println("lengths: " + lengths);

        Map<Integer, String> byLength = fruits.stream()
                .collect(Collectors.toMap(String::length, f -> f, (a, b) -> a + "/" + b, TreeMap::new));
        System.out.println("by length: " + byLength);

        try {
            Map<Integer, String> clash = fruits.stream().collect(Collectors.toMap(String::length, f -> f));
            System.out.println("no clash?! " + clash);
        } catch (IllegalStateException e) {
            System.out.println("duplicate key error: " + e.getMessage());
        }

        Map<String, Integer> inverted = balances.entrySet().stream()
                .filter(e -> e.getValue() > 0)
                .collect(Collectors.toMap(e -> e.getKey().toLowerCase(), e -> e.getValue() * 2, (a, b) -> a, LinkedHashMap::new));
        System.out.println("doubled positives: " + inverted);

        Map<Character, Integer> firstIndex = new TreeMap<>();
        String word = "abracadabra";
        for (int i = 0; i < word.length(); i++) {
            firstIndex.putIfAbsent(word.charAt(i), i);
        }
        System.out.println("first index: " + firstIndex);
        Map<Character, Integer> counts = word.chars().boxed()
                .collect(Collectors.toMap(c -> (char) c.intValue(), c -> 1, Integer::sum, TreeMap::new));
        System.out.println("counts: " + counts);
    }
}
