import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;

class Program {
    public static void main(String[] args) {
        List<Integer> powers = Stream.iterate(1, x -> x * 2).limit(12).toList();
        System.out.println("powers of two: " + powers);

        List<Integer> under100 = Stream.iterate(1, x -> x < 100, x -> x * 3).toList();
        System.out.println("powers of 3 under 100: " + under100);

        List<Integer> taken = Stream.iterate(1, x -> x + 1).map(x -> x * x).takeWhile(x -> x < 60).toList();
        System.out.println("squares below 60: " + taken);

        List<Integer> dropped = Stream.of(1, 2, 3, 10, 4, 5, 20).dropWhile(x -> x < 5).toList();
        System.out.println("dropWhile < 5: " + dropped);

        List<Integer> collatz = Stream.iterate(27, n -> n != 1, n -> n % 2 == 0 ? n / 2 : 3 * n + 1).toList();
        System.out.println("collatz(27) steps: " + collatz.size() + ", peak: " + collatz.stream().mapToInt(i -> i).max().getAsInt());

        String fibs = Stream.iterate(new long[]{0, 1}, p -> new long[]{p[1], p[0] + p[1]})
                .limit(15).map(p -> String.valueOf(p[0])).collect(Collectors.joining(" "));
        System.out.println("fibonacci: " + fibs);

        System.out.println("generate: " + Stream.generate(() -> "ab").limit(3).collect(Collectors.joining()));
        System.out.println("skip/limit: " + IntStream.rangeClosed(1, 20).skip(5).limit(4).boxed().toList());
        System.out.println("distinct sorted: " + Stream.of(5, 3, 5, 1, 3, 9).distinct().sorted().toList());
        System.out.println("peek: " + Stream.of("a", "b").peek(s -> System.out.print("<" + s + ">")).map(String::toUpperCase).toList());
        System.out.println("anyMatch/allMatch/noneMatch: "
                + Stream.of(2, 4, 6).anyMatch(x -> x > 5) + " "
                + Stream.of(2, 4, 6).allMatch(x -> x % 2 == 0) + " "
                + Stream.of(2, 4, 6).noneMatch(x -> x > 10));
        System.out.println("count: " + Stream.iterate(1, x -> x <= 1000, x -> x + 7).count());
        System.out.println("reduce product: " + Stream.iterate(1, x -> x + 1).limit(10).reduce(1, (a, b) -> a * b));
        System.out.println("concat: " + Stream.concat(Stream.of("x"), Stream.of("y", "z")).toList());
        System.out.println("ofNullable: " + Stream.ofNullable(null).count());
        List<String> letters = Stream.iterate('a', c -> (char) (c + 1)).limit(6).map(String::valueOf).toList();
        System.out.println("letters: " + letters);
    }
}
