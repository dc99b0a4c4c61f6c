import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

class Program {
    record Address(String city, String zip) {}

    record Customer(String name, Address address) {}

    static final Map<Integer, Customer> DB = new TreeMap<>();

    static Optional<Customer> findCustomer(int id) {
        return Optional.ofNullable(DB.get(id));
    }

    public static void main(String[] args) {
        DB.put(1, new Customer("Ada", new Address("London", "N1")));
        DB.put(2, new Customer("Linus", null));
        DB.put(3, new Customer("Grace", new Address("Arlington", null)));

        for (int id = 1; id <= 4; id++) {
            String city = findCustomer(id)
                    .map(Customer::address)
                    .map(Address::city)
                    .orElse("unknown city");
            String zip = findCustomer(id)
                    .map(Customer::address)
                    .map(Address::zip)
                    .orElseGet(() -> "no zip");
            System.out.printf("id %d: %s / %s%n", id, city, zip);
        }

        Optional<String> present = Optional.of("value");
        Optional<String> empty = Optional.empty();
        System.out.println(present);
        System.out.println(empty);
        System.out.println(present.map(String::length));
        System.out.println(present.filter(s -> s.startsWith("x")));
        System.out.println(present.isPresent() + " " + empty.isEmpty());
        System.out.println(empty.or(() -> Optional.of("fallback")).get());
        present.ifPresent(v -> System.out.println("got " + v));
        empty.ifPresentOrElse(v -> System.out.println("got " + v), () -> System.out.println("nothing there"));
        System.out.println(Optional.of(5).flatMap(x -> x > 3 ? Optional.of(x * 10) : Optional.empty()));
        System.out.println(Optional.ofNullable(null).orElse("was null"));

        List<String> names = List.of("zed", "amy", "bob");
        Optional<String> firstLong = names.stream().filter(n -> n.length() > 3).findFirst();
        System.out.println("first long name: " + firstLong.orElse("none"));
        Optional<String> min = names.stream().min(String::compareTo);
        System.out.println("min name: " + min);
        try {
            empty.orElseThrow(() -> new IllegalStateException("no value present here"));
        } catch (IllegalStateException e) {
            System.out.println("caught: " + e.getMessage());
        }
        try {
            empty.get();
        } catch (java.util.NoSuchElementException e) {
            System.out.println("caught NSEE: " + e.getMessage());
        }
        System.out.println(Optional.of("a").equals(Optional.of("a")));
    }
}
