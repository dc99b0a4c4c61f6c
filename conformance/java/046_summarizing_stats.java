import java.util.DoubleSummaryStatistics;
import java.util.IntSummaryStatistics;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

class Program {
    record Reading(String sensor, int value, double temp) {}

    public static void main(String[] args) {
        List<Reading> readings = List.of(
                new Reading("alpha", 12, 20.5), new Reading("beta", 7, 19.0),
                new Reading("alpha", 30, 22.25), new Reading("gamma", -4, 15.5),
                new Reading("beta", 18, 21.75), new Reading("alpha", 9, 18.0),
                new Reading("gamma", 2, 16.0));

        IntSummaryStatistics stats = readings.stream().collect(Collectors.summarizingInt(Reading::value));
        System.out.println(stats);
        System.out.println("count=" + stats.getCount() + " sum=" + stats.getSum() + " min=" + stats.getMin()
                + " max=" + stats.getMax() + " avg=" + stats.getAverage());

        DoubleSummaryStatistics temps = readings.stream().collect(Collectors.summarizingDouble(Reading::temp));
        System.out.printf("temps: min %.2f max %.2f avg %.4f sum %.2f%n",
                temps.getMin(), temps.getMax(), temps.getAverage(), temps.getSum());

        Map<String, IntSummaryStatistics> perSensor = readings.stream()
                .collect(Collectors.groupingBy(Reading::sensor, TreeMap::new, Collectors.summarizingInt(Reading::value)));
        perSensor.forEach((s, st) -> System.out.printf("%-6s n=%d min=%3d max=%3d avg=%6.2f%n",
                s, st.getCount(), st.getMin(), st.getMax(), st.getAverage()));

        IntSummaryStatistics empty = IntStream.empty().summaryStatistics();
        System.out.println("empty: " + empty);

        IntSummaryStatistics squares = IntStream.rangeClosed(1, 10).map(i -> i * i).summaryStatistics();
        System.out.println("squares: " + squares);
        System.out.println("average of 1..4: " + IntStream.rangeClosed(1, 4).average().getAsDouble());
        System.out.println("max of none: " + IntStream.empty().max());
        System.out.println("max of some: " + IntStream.of(3, 9, 2).max());
        double stddev = Math.sqrt(readings.stream()
                .mapToDouble(r -> Math.pow(r.value() - stats.getAverage(), 2)).sum() / stats.getCount());
        System.out.printf("std dev of values: %.4f%n", stddev);
        System.out.println("averagingDouble: " + readings.stream().collect(Collectors.averagingDouble(Reading::temp)));
    }
}
