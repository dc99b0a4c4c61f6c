import java.util.ArrayList;
import java.util.List;

class Program {
    public static void main(String[] args) {
        List<String> tasks = new ArrayList<>(List.of("email", "meeting", "lunch", "code review", "deploy", "gym"));
        System.out.println("Tasks: " + tasks);

        List<String> done = List.of("lunch", "gym");
        int removed = 0;
        for (String t : tasks) {
            System.out.println("Checking " + t);
            if (done.contains(t)) {
                tasks.remove(t);
                removed++;
                System.out.println("  removed " + t);
            }
        }
        System.out.println("Removed " + removed + ", remaining: " + tasks);
    }
}
