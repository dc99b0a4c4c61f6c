import java.util.ArrayList;
import java.util.List;

class Program {
    static List<List<Integer>> generate(int rows) {
        List<List<Integer>> triangle = new ArrayList<>();
        for (int r = 0; r < rows; r++) {
            List<Integer> row = new ArrayList<>();
            for (int c = 0; c <= r; c++) {
                if (c == 0 || c == r) {
                    row.add(1);
                } else {
                    List<Integer> prev = triangle.get(r - 1);
                    row.add(prev.get(c - 1) + prev.get(c));
                }
            }
            triangle.add(row);
        }
        return triangle;
    }

    public static void main(String[] args) {
        int n = 10;
        List<List<Integer>> t = generate(n);
        int width = String.join(" ", t.get(n - 1).stream().map(String::valueOf).toList()).length();
        for (List<Integer> row : t) {
            String line = String.join(" ", row.stream().map(String::valueOf).toList());
            int pad = (width - line.length()) / 2;
            System.out.println(" ".repeat(pad) + line);
        }
        System.out.println();
        for (int r = 0; r < n; r++) {
            int sum = t.get(r).stream().mapToInt(Integer::intValue).sum();
            System.out.print(sum + (r < n - 1 ? " " : "\n"));
        }
        System.out.println("Sierpinski (odd entries) for 16 rows:");
        List<List<Integer>> big = generate(16);
        for (List<Integer> row : big) {
            StringBuilder sb = new StringBuilder(" ".repeat(16 - row.size()));
            for (int v : row) sb.append(v % 2 == 1 ? "* " : "  ");
            System.out.println(sb.toString().stripTrailing());
        }
        List<Integer> row30 = generate(31).get(30);
        System.out.println("Middle of row 30: " + row30.get(15));
        System.out.println("Row 34 middle overflows int: " + generate(35).get(34).get(17));
    }
}
