import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

class Program {
    static <T extends Comparable<T>> T maxOf(List<T> items) {
        T best = items.get(0);
        for (T item : items) {
            if (item.compareTo(best) > 0) best = item;
        }
        return best;
    }

    static <T> void swap(T[] arr, int i, int j) {
        T tmp = arr[i];
        arr[i] = arr[j];
        arr[j] = tmp;
    }

    static double sumAll(List<? extends Number> nums) {
        double s = 0;
        for (Number n : nums) s += n.doubleValue();
        return s;
    }

    static void fillWithInts(List<? super Integer> target, int n) {
        for (int i = 0; i < n; i++) target.add(i * i);
    }

    static <K, V> List<Pair<V, K>> invert(List<Pair<K, V>> pairs) {
        List<Pair<V, K>> out = new ArrayList<>();
        for (Pair<K, V> p : pairs) out.add(p.swap());
        return out;
    }

    public static void main(String[] args) {
        Pair<String, Integer> age = new Pair<>("age", 42);
        System.out.println(age + " key=" + age.getFirst() + " value=" + age.getSecond());
        System.out.println("swapped: " + age.swap());

        System.out.println("max int: " + maxOf(List.of(3, 17, -4, 9)));
        System.out.println("max string: " + maxOf(List.of("pear", "apple", "zucchini", "kiwi")));
        System.out.println("max double: " + maxOf(Arrays.asList(1.5, 0.25, 9.75)));

        String[] letters = {"a", "b", "c", "d"};
        swap(letters, 0, 3);
        System.out.println("after swap: " + Arrays.toString(letters));

        System.out.println("sum ints: " + sumAll(List.of(1, 2, 3)));
        System.out.println("sum doubles: " + sumAll(List.of(1.5, 2.25)));
        List<Number> numbers = new ArrayList<>();
        fillWithInts(numbers, 5);
        numbers.add(2.5);
        System.out.println("numbers: " + numbers + " sum " + sumAll(numbers));

        List<Pair<String, Integer>> scores = List.of(new Pair<>("ann", 90), new Pair<>("ben", 72));
        System.out.println("inverted: " + invert(scores));

        Box<Integer> intBox = new Box<>(10);
        Box<String> strBox = intBox.map(i -> "#" + (i * 2));
        System.out.println(intBox + " -> " + strBox);
        System.out.println("equal pairs: " + new Pair<>("x", 1).equals(new Pair<>("x", 1)));
    }
}

class Pair<A, B> {
    private final A first;
    private final B second;
    Pair(A first, B second) {
        this.first = first;
        this.second = second;
    }

    A getFirst() { return first; }
    B getSecond() { return second; }
    Pair<B, A> swap() { return new Pair<>(second, first); }
    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Pair<?, ?> p)) return false;
        return first.equals(p.first) && second.equals(p.second);
    }

    @Override
    public int hashCode() { return 31 * first.hashCode() + second.hashCode(); }
    @Override
    public String toString() { return "(" + first + ", " + second + ")"; }
}

class Box<T> {
    private final T value;
    Box(T value) { this.value = value; }
    <R> Box<R> map(java.util.function.Function<T, R> f) { return new Box<>(f.apply(value)); }
    @Override
    public String toString() { return "Box[" + value + "]"; }
}
