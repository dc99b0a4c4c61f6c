import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

class Program {
    record Employee(String name, String dept, int age, double salary) {}

    public static void main(String[] args) {
        List<Employee> staff = new ArrayList<>(List.of(
                new Employee("Zoe", "Eng", 31, 120000),
                new Employee("Adam", "Sales", 45, 85000),
                new Employee("Mia", "Eng", 28, 98000),
                new Employee("Liam", "HR", 39, 70000),
                new Employee("Ava", "Sales", 31, 91000),
                new Employee("Noah", "Eng", 31, 120000),
                new Employee("Emma", "HR", 25, 62000)));

        staff.sort(Comparator.comparing(Employee::name));
        print("by name", staff);

        staff.sort(Comparator.comparing(Employee::dept).thenComparing(Employee::salary, Comparator.reverseOrder()));
        print("by dept, salary desc", staff);

        staff.sort(Comparator.comparingInt(Employee::age).thenComparing(Employee::name).reversed());
        print("by age then name, reversed", staff);

        staff.sort(Comparator.comparingDouble(Employee::salary).reversed().thenComparing(Employee::name));
        print("by salary desc then name", staff);

        Comparator<String> byLength = Comparator.comparingInt(String::length);
        List<String> words = new ArrayList<>(List.of("kiwi", "fig", "banana", "apple", "date", "plum", "cherry"));
        words.sort(byLength.thenComparing(Comparator.reverseOrder()));
        System.out.println("words: " + words);
        words.sort(Comparator.comparing(String::length, Comparator.reverseOrder()).thenComparing(Comparator.naturalOrder()));
        System.out.println("words: " + words);
        words.sort(String.CASE_INSENSITIVE_ORDER);
        System.out.println("words: " + words);

        List<String> withNulls = new ArrayList<>(java.util.Arrays.asList("b", null, "a", null, "c"));
        withNulls.sort(Comparator.nullsFirst(Comparator.naturalOrder()));
        System.out.println("nullsFirst: " + withNulls);
        withNulls.sort(Comparator.nullsLast(Comparator.<String>naturalOrder().reversed()));
        System.out.println("nullsLast reversed: " + withNulls);

        Employee oldest = staff.stream().max(Comparator.comparingInt(Employee::age)).orElseThrow();
        Employee youngest = staff.stream().min(Comparator.comparingInt(Employee::age)).orElseThrow();
        System.out.println("oldest " + oldest.name() + ", youngest " + youngest.name());
        System.out.println("compare: " + Comparator.comparing(Employee::dept).compare(staff.get(0), staff.get(1)));
    }

    static void print(String title, List<Employee> list) {
        System.out.println(title + ":");
        for (Employee e : list) {
            System.out.printf("  %-5s %-6s %3d %,10.0f%n", e.name(), e.dept(), e.age(), e.salary());
        }
    }
}
