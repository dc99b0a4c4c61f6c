import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Collectors;

class Program {
    record City(String name, int population) {
        static int byPopulation(City a, City b) {
            return Integer.compare(a.population(), b.population());
        }

        String label() {
            return name + " (" + population + "k)";
        }
    }

    static boolean isVowel(char c) {
        return "aeiou".indexOf(Character.toLowerCase(c)) >= 0;
    }

    static String shout(String s) {
        return s.toUpperCase() + "!";
    }

    public static void main(String[] args) {
        List<String> names = Arrays.asList("delta", "Alpha", "charlie", "Bravo", "echo");
        names.sort(String::compareToIgnoreCase);
        System.out.println("sorted ignoring case: " + names);
        System.out.println("shouted: " + names.stream().map(Program::shout).collect(Collectors.toList()));
        System.out.println("lengths: " + names.stream().map(String::length).toList());

        Function<String, Integer> parser = Integer::parseInt;
        System.out.println("parsed sum: " + (parser.apply("40") + parser.apply("2")));

        Supplier<StringBuilder> sbFactory = StringBuilder::new;
        StringBuilder sb = sbFactory.get().append("built");
        System.out.println("supplier: " + sb);

        Function<String, StringBuilder> sbFromString = StringBuilder::new;
        System.out.println("constructor ref: " + sbFromString.apply("abc").reverse());

        BiFunction<String, String, Boolean> startsWith = String::startsWith;
        System.out.println("startsWith: " + startsWith.apply("method", "meth"));

        List<City> cities = List.of(new City("Oslo", 709), new City("Lima", 10720), new City("Riga", 605));
        System.out.println("smallest: " + cities.stream().min(City::byPopulation).map(City::label).orElse("-"));
        System.out.println("labels: " + cities.stream().sorted(Comparator.comparing(City::name)).map(City::label).toList());

        long vowels = "Method references are neat".chars().filter(c -> isVowel((char) c)).count();
        System.out.println("vowels: " + vowels);
        Function<Integer, int[]> arrayMaker = int[]::new;
        System.out.println("array length: " + arrayMaker.apply(5).length);
        String[] arr = names.stream().toArray(String[]::new);
        System.out.println("toArray: " + Arrays.toString(arr));
        String prefix = "item-";
        Function<String, String> concat = prefix::concat;
        System.out.println("bound ref: " + concat.apply("42"));
        names.forEach(System.out::println);
    }
}
