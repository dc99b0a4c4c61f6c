import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.IntBinaryOperator;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

class Program {
    @FunctionalInterface
    interface TriFunction<A, B, C, R> {
        R apply(A a, B b, C c);
    }

    static int applyTwice(UnaryOperator<Integer> f, int x) {
        return f.apply(f.apply(x));
    }

    static Function<Integer, Integer> adder(int n) {
        return x -> x + n;
    }

    public static void main(String[] args) {
        Function<Integer, Integer> doubleIt = x -> x * 2;
        Function<Integer, Integer> plusThree = x -> x + 3;
        System.out.println("andThen: " + doubleIt.andThen(plusThree).apply(5));
        System.out.println("compose: " + doubleIt.compose(plusThree).apply(5));
        System.out.println("identity: " + Function.<String>identity().apply("same"));

        BiFunction<String, Integer, String> repeat = String::repeat;
        System.out.println("BiFunction: " + repeat.apply("ha", 3));
        System.out.println("BiFunction andThen: " + repeat.andThen(String::length).apply("abc", 4));

        Predicate<String> isLong = s -> s.length() > 4;
        Predicate<String> startsWithA = s -> s.startsWith("a");
        List<String> words = List.of("apple", "ant", "banana", "avocado", "kiwi");
        System.out.println("long and a: " + words.stream().filter(isLong.and(startsWithA)).toList());
        System.out.println("long or a: " + words.stream().filter(isLong.or(startsWithA)).toList());
        System.out.println("not long: " + words.stream().filter(isLong.negate()).toList());
        System.out.println("Predicate.not: " + words.stream().filter(Predicate.not(startsWithA)).toList());

        Supplier<List<String>> listMaker = ArrayList::new;
        List<String> made = listMaker.get();
        made.add("fresh");
        System.out.println("supplier: " + made);

        List<String> log = new ArrayList<>();
        Consumer<String> logger = log::add;
        Consumer<String> shout = s -> log.add(s.toUpperCase());
        logger.andThen(shout).accept("event");
        System.out.println("consumer log: " + log);

        BinaryOperator<Integer> maxOp = BinaryOperator.maxBy(Integer::compare);
        System.out.println("maxBy: " + maxOp.apply(17, 42));
        IntBinaryOperator gcd = (a, b) -> { while (b != 0) { int t = a % b; a = b; b = t; } return a; };
        System.out.println("gcd op: " + gcd.applyAsInt(84, 36));
        TriFunction<Integer, Integer, Integer, Integer> volume = (l, w, h) -> l * w * h;
        System.out.println("tri: " + volume.apply(2, 3, 4));
        System.out.println("applyTwice: " + applyTwice(x -> x * x, 3));
        List<Function<Integer, Integer>> pipeline = List.of(adder(1), doubleIt, adder(-4), x -> x * x);
        int v = 5;
        for (Function<Integer, Integer> f : pipeline) v = f.apply(v);
        System.out.println("pipeline result: " + v);
        Function<Integer, Integer> composed = pipeline.stream().reduce(Function.identity(), Function::andThen);
        System.out.println("reduced pipeline(5): " + composed.apply(5));
        Runnable r = () -> System.out.println("runnable ran");
        r.run();
    }
}
