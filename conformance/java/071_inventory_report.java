import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

class Program {
    enum Category { ELECTRONICS, GROCERY, TOYS, CLOTHING }

    record Product(String sku, String name, Category category, int stock, double unitCost, int reorderLevel) {
        double stockValue() { return stock * unitCost; }

        boolean needsReorder() { return stock <= reorderLevel; }
    }

    public static void main(String[] args) {
        List<Product> inventory = new ArrayList<>(List.of(
                new Product("E-100", "USB cable", Category.ELECTRONICS, 340, 2.15, 100),
                new Product("E-200", "Headphones", Category.ELECTRONICS, 12, 38.50, 20),
                new Product("G-010", "Rice 5kg", Category.GROCERY, 80, 7.25, 30),
                new Product("G-020", "Olive oil", Category.GROCERY, 9, 11.99, 15),
                new Product("T-001", "Puzzle", Category.TOYS, 45, 9.80, 10),
                new Product("C-501", "T-shirt", Category.CLOTHING, 0, 4.40, 25),
                new Product("C-502", "Socks (3)", Category.CLOTHING, 150, 3.10, 40),
                new Product("T-002", "Kite", Category.TOYS, 18, 14.00, 5)));

        System.out.printf("%-6s %-12s %-12s %6s %9s %11s%n", "SKU", "Name", "Category", "Stock", "Cost", "Value");
        System.out.println("=".repeat(61));
        inventory.sort(Comparator.comparing(Product::category).thenComparing(Product::sku));
        for (Product p : inventory) {
            System.out.printf("%-6s %-12s %-12s %6d %9.2f %11.2f%s%n", p.sku(), p.name(), p.category(),
                    p.stock(), p.unitCost(), p.stockValue(), p.needsReorder() ? "  *REORDER*" : "");
        }
        System.out.println("=".repeat(61));

        Map<Category, Double> valueByCat = inventory.stream()
                .collect(Collectors.groupingBy(Product::category, TreeMap::new, Collectors.summingDouble(Product::stockValue)));
        valueByCat.forEach((c, v) -> System.out.printf("%-12s %,12.2f%n", c, v));
        double total = valueByCat.values().stream().mapToDouble(Double::doubleValue).sum();
        System.out.printf("%-12s %,12.2f%n", "TOTAL", total);

        List<String> reorder = inventory.stream().filter(Product::needsReorder)
                .map(p -> p.name() + " (" + p.stock() + "/" + p.reorderLevel() + ")").toList();
        System.out.println("Reorder list: " + reorder);
        Product mostValuable = inventory.stream().max(Comparator.comparingDouble(Product::stockValue)).orElseThrow();
        System.out.println("Most valuable line: " + mostValuable.name());
        long outOfStock = inventory.stream().filter(p -> p.stock() == 0).count();
        System.out.println("Out of stock items: " + outOfStock);
        int units = inventory.stream().mapToInt(Product::stock).sum();
        System.out.println("Total units: " + units + ", avg cost/unit: " + String.format("%.4f", total / units));
    }
}
