import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

class Program {
    static char letter(double avg) {
        if (avg >= 90) return 'A';
        if (avg >= 80) return 'B';
        if (avg >= 70) return 'C';
        if (avg >= 60) return 'D';
        return 'F';
    }

    public static void main(String[] args) {
        Map<String, int[]> scores = new LinkedHashMap<>();
        scores.put("Olivia", new int[]{92, 88, 95, 79});
        scores.put("Ethan", new int[]{75, 64, 81, 70});
        scores.put("Sofia", new int[]{58, 61, 49, 66});
        scores.put("Lucas", new int[]{85, 90, 87, 93});
        scores.put("Chloe", new int[]{100, 97, 99, 98});

        String[] subjects = {"Math", "Sci", "Eng", "Hist"};
        System.out.printf("%-8s", "Name");
        for (String s : subjects) System.out.printf("%6s", s);
        System.out.printf("%8s %5s%n", "Avg", "Grade");

        Map<Character, List<String>> byGrade = new LinkedHashMap<>();
        double[] subjectTotals = new double[subjects.length];
        String top = null;
        double topAvg = -1;
        for (Map.Entry<String, int[]> e : scores.entrySet()) {
            int[] s = e.getValue();
            int sum = 0;
            System.out.printf("%-8s", e.getKey());
            for (int i = 0; i < s.length; i++) {
                System.out.printf("%6d", s[i]);
                sum += s[i];
                subjectTotals[i] += s[i];
            }
            double avg = (double) sum / s.length;
            char g = letter(avg);
            System.out.printf("%8.2f %5c%n", avg, g);
            byGrade.computeIfAbsent(g, k -> new ArrayList<>()).add(e.getKey());
            if (avg > topAvg) {
                topAvg = avg;
                top = e.getKey();
            }
        }
        System.out.printf("%-8s", "Average");
        for (double t : subjectTotals) System.out.printf("%6.1f", t / scores.size());
        System.out.println();
        System.out.println("By grade: " + byGrade);
        System.out.println("Top student: " + top + " with " + topAvg);
        int failing = byGrade.getOrDefault('F', List.of()).size();
        System.out.println("Failing students: " + failing);
        int hardest = 0;
        for (int i = 1; i < subjectTotals.length; i++) if (subjectTotals[i] < subjectTotals[hardest]) hardest = i;
        System.out.println("Hardest subject: " + subjects[hardest]);
    }
}
