import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.LongStream;

class Program {
    public static void main(String[] args) {
        System.out.println("range(0,5): " + Arrays.toString(IntStream.range(0, 5).toArray()));
        System.out.println("rangeClosed(1,5): " + Arrays.toString(IntStream.rangeClosed(1, 5).toArray()));
        System.out.println("sum 1..100: " + IntStream.rangeClosed(1, 100).sum());
        System.out.println("sum of odd squares < 20: " + IntStream.range(0, 20).filter(i -> i % 2 == 1).map(i -> i * i).sum());
        System.out.println("factorial 20: " + LongStream.rangeClosed(1, 20).reduce(1, (a, b) -> a * b));

        String triangle = IntStream.rangeClosed(1, 5)
                .mapToObj(i -> "*".repeat(i))
                .collect(Collectors.joining("\n"));
        System.out.println(triangle);

        int[] data = {4, 8, 15, 16, 23, 42};
        System.out.println("indices of evens: " + IntStream.range(0, data.length).filter(i -> data[i] % 2 == 0).boxed().toList());
        System.out.println("pairwise sums: " + IntStream.range(0, data.length - 1).map(i -> data[i] + data[i + 1]).boxed().toList());
        System.out.println("average: " + IntStream.of(data).average().orElse(0));
        System.out.println("reversed: " + Arrays.toString(IntStream.range(0, data.length).map(i -> data[data.length - 1 - i]).toArray()));

        List<String> names = List.of("zero", "one", "two", "three");
        IntStream.range(0, names.size()).forEach(i -> System.out.println(i + ": " + names.get(i)));

        String multTable = IntStream.rangeClosed(1, 4)
                .mapToObj(r -> IntStream.rangeClosed(1, 4)
                        .mapToObj(c -> String.format("%3d", r * c))
                        .collect(Collectors.joining()))
                .collect(Collectors.joining("\n"));
        System.out.println(multTable);

        System.out.println("chars: " + "hello".chars().mapToObj(c -> String.valueOf((char) (c - 32))).collect(Collectors.joining()));
        System.out.println("boxed max: " + IntStream.of(3, 1, 4, 1, 5, 9, 2, 6).boxed().max(Integer::compare).get());
        System.out.println("asDoubleStream: " + IntStream.range(1, 4).asDoubleStream().map(Math::sqrt).boxed().toList());
        System.out.println("iterate: " + Arrays.toString(IntStream.iterate(100, i -> i > 0, i -> i / 3).toArray()));
        System.out.println("perfect numbers < 10000: " + IntStream.range(2, 10000)
                .filter(n -> IntStream.rangeClosed(1, n / 2).filter(d -> n % d == 0).sum() == n)
                .boxed().toList());
    }
}
