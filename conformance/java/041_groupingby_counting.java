import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;

class Program {
    record Order(String customer, String category, int quantity, double price) {}

    public static void main(String[] args) {
        List<Order> orders = List.of(
                new Order("ann", "books", 2, 12.50),
                new Order("bob", "games", 1, 59.99),
                new Order("ann", "games", 3, 19.99),
                new Order("cid", "books", 5, 8.00),
                new Order("bob", "music", 2, 9.99),
                new Order("ann", "books", 1, 30.00),
                new Order("dee", "music", 4, 1.29),
                new Order("cid", "games", 1, 69.99));

        Map<String, Long> perCategory = orders.stream()
                .collect(Collectors.groupingBy(Order::category, TreeMap::new, Collectors.counting()));
        System.out.println("orders per category: " + perCategory);

        Map<String, Long> perCustomer = orders.stream()
                .collect(Collectors.groupingBy(Order::customer, TreeMap::new, Collectors.counting()));
        perCustomer.forEach((c, n) -> System.out.println("  " + c + " placed " + n + " order" + (n == 1 ? "" : "s")));

        Map<String, Map<String, Long>> nested = orders.stream()
                .collect(Collectors.groupingBy(Order::customer, TreeMap::new,
                        Collectors.groupingBy(Order::category, TreeMap::new, Collectors.counting())));
        System.out.println("nested: " + nested);

        Map<Boolean, Long> bigSmall = orders.stream()
                .collect(Collectors.groupingBy(o -> o.price() * o.quantity() > 50, Collectors.counting()));
        System.out.println("big orders: " + bigSmall.get(true) + ", small orders: " + bigSmall.get(false));

        List<String> words = List.of("apple", "bee", "cat", "dog", "eagle", "fig", "grape", "hi");
        Map<Integer, Long> byLength = words.stream()
                .collect(Collectors.groupingBy(String::length, TreeMap::new, Collectors.counting()));
        System.out.println("words by length: " + byLength);

        Map<Character, Long> letters = "mississippi".chars()
                .mapToObj(c -> (char) c)
                .collect(Collectors.groupingBy(Function.identity(), TreeMap::new, Collectors.counting()));
        System.out.println("letters in mississippi: " + letters);

        String mostCommon = perCategory.entrySet().stream()
                .max(Map.Entry.comparingByValue())
                .map(Map.Entry::getKey)
                .orElse("none");
        System.out.println("most popular category: " + mostCommon);
    }
}
