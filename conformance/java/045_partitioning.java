import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

class Program {
    record Exam(String student, int score) {
        boolean passed() { return score >= 60; }
    }

    static boolean isPrime(int n) {
        if (n < 2) return false;
        for (int i = 2; (long) i * i <= n; i++) if (n % i == 0) return false;
        return true;
    }

    public static void main(String[] args) {
        Map<Boolean, List<Integer>> evenOdd = IntStream.rangeClosed(1, 15).boxed()
                .collect(Collectors.partitioningBy(n -> n % 2 == 0));
        System.out.println("even: " + evenOdd.get(true));
        System.out.println("odd:  " + evenOdd.get(false));
        System.out.println("whole map: " + evenOdd);

        Map<Boolean, Long> primeCount = IntStream.range(0, 50).boxed()
                .collect(Collectors.partitioningBy(Program::isPrime, Collectors.counting()));
        System.out.println("primes below 50: " + primeCount.get(true) + ", non-primes: " + primeCount.get(false));

        List<Exam> exams = List.of(
                new Exam("Ava", 88), new Exam("Ben", 54), new Exam("Cal", 61),
                new Exam("Dia", 47), new Exam("Eli", 95), new Exam("Fay", 60));
        Map<Boolean, List<String>> outcome = exams.stream()
                .collect(Collectors.partitioningBy(Exam::passed,
                        Collectors.mapping(Exam::student, Collectors.toList())));
        System.out.println("passed: " + outcome.get(true));
        System.out.println("failed: " + outcome.get(false));

        Map<Boolean, Double> avg = exams.stream()
                .collect(Collectors.partitioningBy(Exam::passed, Collectors.averagingInt(Exam::score)));
        System.out.printf("avg passing %.2f, avg failing %.2f%n", avg.get(true), avg.get(false));

        Map<Boolean, List<String>> emptyPartition = List.of("x", "yy").stream()
                .collect(Collectors.partitioningBy(s -> s.length() > 5));
        System.out.println("empty partition: " + emptyPartition);

        Map<Boolean, Integer> sums = IntStream.rangeClosed(1, 100).boxed()
                .collect(Collectors.partitioningBy(n -> n % 3 == 0, Collectors.summingInt(Integer::intValue)));
        System.out.println("sum multiples of 3: " + sums.get(true) + ", others: " + sums.get(false));
        Map<Boolean, String> joined = exams.stream()
                .collect(Collectors.partitioningBy(e -> e.student().compareTo("D") < 0,
                        Collectors.mapping(e -> e.student() + "=" + e.score(), Collectors.joining(","))));
        System.out.println("A-C: " + joined.get(true) + " | D-Z: " + joined.get(false));
    }
}
