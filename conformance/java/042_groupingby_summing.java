import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

class Program {
    record Sale(String region, String rep, int units, double revenue) {}

    public static void main(String[] args) {
        List<Sale> sales = List.of(
                new Sale("North", "Kim", 120, 2400.0),
                new Sale("South", "Lee", 80, 1760.5),
                new Sale("North", "Ray", 45, 990.25),
                new Sale("East", "Kim", 200, 3100.0),
                new Sale("South", "Max", 60, 1200.0),
                new Sale("East", "Lee", 15, 375.75),
                new Sale("North", "Kim", 30, 600.0));

        Map<String, Integer> unitsByRegion = sales.stream()
                .collect(Collectors.groupingBy(Sale::region, TreeMap::new, Collectors.summingInt(Sale::units)));
        System.out.println("units by region: " + unitsByRegion);

        Map<String, Double> revenueByRep = sales.stream()
                .collect(Collectors.groupingBy(Sale::rep, TreeMap::new, Collectors.summingDouble(Sale::revenue)));
        revenueByRep.forEach((rep, rev) -> System.out.printf("  %-4s %10.2f%n", rep, rev));

        Map<String, Double> avgUnits = sales.stream()
                .collect(Collectors.groupingBy(Sale::region, TreeMap::new, Collectors.averagingInt(Sale::units)));
        System.out.println("average units: " + avgUnits);

        Map<String, Long> totalUnitsLong = sales.stream()
                .collect(Collectors.groupingBy(Sale::rep, TreeMap::new, Collectors.summingLong(s -> (long) s.units() * 1000)));
        System.out.println("milli-units by rep: " + totalUnitsLong);

        Map<String, java.util.Optional<Sale>> best = sales.stream()
                .collect(Collectors.groupingBy(Sale::region, TreeMap::new,
                        Collectors.maxBy(java.util.Comparator.comparingDouble(Sale::revenue))));
        best.forEach((region, s) -> System.out.println("best in " + region + ": " + s.map(Sale::rep).orElse("?")));

        Map<String, Double> share = new TreeMap<>();
        double total = sales.stream().mapToDouble(Sale::revenue).sum();
        revenueByRep.forEach((rep, rev) -> share.put(rep, Math.round(rev / total * 1000) / 10.0));
        System.out.println("total revenue " + total + ", share %: " + share);

        int grand = sales.stream().collect(Collectors.summingInt(Sale::units));
        System.out.println("grand total units: " + grand);
        System.out.println("reduce units: " + sales.stream().map(Sale::units).reduce(0, Integer::sum));
    }
}
