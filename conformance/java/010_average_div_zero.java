import java.util.ArrayList;
import java.util.List;

class Program {
    static int average(List<Integer> values) {
        int sum = 0;
        for (int v : values) {
            sum += v;
        }
        return sum / values.size();
    }

    public static void main(String[] args) {
        List<List<Integer>> groups = new ArrayList<>();
        groups.add(List.of(90, 85, 77));
        groups.add(List.of(60, 70));
        groups.add(List.of(100));
        groups.add(new ArrayList<>());
        groups.add(List.of(50, 55));

        int groupNo = 1;
        for (List<Integer> g : groups) {
            System.out.println("Group " + groupNo + " scores: " + g);
            int avg = average(g);
            System.out.println("Group " + groupNo + " average: " + avg);
            groupNo++;
        }
        System.out.println("All groups processed");
    }
}
