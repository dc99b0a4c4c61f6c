import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;

class Program {
    record Student(String name, String house, int year) {}

    public static void main(String[] args) {
        List<Student> students = List.of(
                new Student("Harry", "Gryffindor", 5),
                new Student("Hermione", "Gryffindor", 5),
                new Student("Draco", "Slytherin", 5),
                new Student("Luna", "Ravenclaw", 4),
                new Student("Cedric", "Hufflepuff", 6),
                new Student("Ginny", "Gryffindor", 4),
                new Student("Cho", "Ravenclaw", 6));

        Map<String, List<String>> namesByHouse = students.stream()
                .collect(Collectors.groupingBy(Student::house, TreeMap::new,
                        Collectors.mapping(Student::name, Collectors.toList())));
        namesByHouse.forEach((h, names) -> System.out.println(h + ": " + names));

        Map<Integer, String> joinedByYear = students.stream()
                .collect(Collectors.groupingBy(Student::year, TreeMap::new,
                        Collectors.mapping(Student::name, Collectors.joining(", ", "[", "]"))));
        System.out.println("by year: " + joinedByYear);

        Map<String, Set<Integer>> yearsPerHouse = students.stream()
                .collect(Collectors.groupingBy(Student::house, TreeMap::new,
                        Collectors.mapping(Student::year, Collectors.toCollection(java.util.TreeSet::new))));
        System.out.println("years per house: " + yearsPerHouse);

        String all = students.stream().map(Student::name).sorted().collect(Collectors.joining(" | "));
        System.out.println("all: " + all);
        String initials = students.stream().map(s -> s.name().substring(0, 1)).collect(Collectors.joining());
        System.out.println("initials: " + initials);
        String empty = Stream.<String>empty().collect(Collectors.joining(",", "<", ">"));
        System.out.println("empty joining: " + empty);

        String csv = students.stream()
                .filter(s -> s.year() >= 5)
                .map(s -> s.name().toUpperCase() + ":" + s.year())
                .collect(Collectors.joining(";"));
        System.out.println("csv: " + csv);

        Map<String, Integer> longestNameLen = students.stream()
                .collect(Collectors.groupingBy(Student::house, TreeMap::new,
                        Collectors.collectingAndThen(
                                Collectors.mapping(s -> s.name().length(), Collectors.toList()),
                                lens -> lens.stream().mapToInt(Integer::intValue).max().orElse(0))));
        System.out.println("longest name length per house: " + longestNameLen);
        List<String> flat = Stream.of(List.of("a", "b"), List.of("c"), List.<String>of())
                .flatMap(List::stream).map(String::toUpperCase).toList();
        System.out.println("flatMap: " + flat);
    }
}
