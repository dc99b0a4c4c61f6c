import java.util.List;

class Program {
    record Item(String name, int qty, double price) {}

    public static void main(String[] args) {
        List<Item> items = List.of(
                new Item("Widget", 3, 4.5),
                new Item("Gadget", 12, 19.99),
                new Item("Thingamajig", 1, 1234.5),
                new Item("Doohickey", 250, 0.075));

        String header = String.format("%-12s|%5s|%10s|%12s", "Item", "Qty", "Price", "Total");
        System.out.println(header);
        System.out.println("-".repeat(header.length()));
        double grand = 0;
        for (Item it : items) {
            double total = it.qty() * it.price();
            grand += total;
            System.out.println(String.format("%-12s|%5d|%10.2f|%12.2f", it.name(), it.qty(), it.price(), total));
        }
        System.out.println("-".repeat(header.length()));
        System.out.println("%-12s|%5s|%10s|%12.2f".formatted("TOTAL", "", "", grand));

        System.out.println(String.format("Padded: [%8s] [%-8s] [%08d] [%+d] [%+d]", "hi", "hi", 42, 42, -42));
        System.out.println(String.format("Grouped: %,d and %,.3f", 1234567890, 9876543.21));
        System.out.println(String.format("Hex %x / %X / octal %o / %#x", 255, 255, 8, 255));
        System.out.println(String.format("Char %c, bool %b, bool-of-null %b", 'Z', 1 > 0, null));
        System.out.println(String.format("Percent: %d%%", 75));
        System.out.println(String.format("Scientific: %e | %.3e | %E", 12345.6789, 0.000123, 6.02e23));
        System.out.println(String.format("General: %g | %g | %g", 0.0001234, 123.456, 1.0e10));
        System.out.println(String.format("Indexed: %2$s %1$s %2$s", "world", "hello"));
        System.out.println(String.format("Width from arg: [%10.4f] [%-10.1f]", Math.PI, Math.E));
        System.out.println(String.format("Long: %d, negative hex: %x", Long.MAX_VALUE, -1));
        System.out.println(String.format("Strings: %s %S %.3s", "mixed", "upper", "truncate"));
    }
}
