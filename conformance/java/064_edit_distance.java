import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

class Program {
    static int[][] table(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) d[i][0] = i;
        for (int j = 0; j <= b.length(); j++) d[0][j] = j;
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
            }
        }
        return d;
    }

    static List<String> operations(String a, String b, int[][] d) {
        List<String> ops = new ArrayList<>();
        int i = a.length(), j = b.length();
        while (i > 0 || j > 0) {
            if (i > 0 && j > 0 && a.charAt(i - 1) == b.charAt(j - 1) && d[i][j] == d[i - 1][j - 1]) {
                i--; j--;
            } else if (i > 0 && j > 0 && d[i][j] == d[i - 1][j - 1] + 1) {
                ops.add("replace '" + a.charAt(i - 1) + "' with '" + b.charAt(j - 1) + "' at " + (i - 1));
                i--; j--;
            } else if (i > 0 && d[i][j] == d[i - 1][j] + 1) {
                ops.add("delete '" + a.charAt(i - 1) + "' at " + (i - 1));
                i--;
            } else {
                ops.add("insert '" + b.charAt(j - 1) + "' at " + i);
                j--;
            }
        }
        Collections.reverse(ops);
        return ops;
    }

    public static void main(String[] args) {
        String[][] tests = {{"kitten", "sitting"}, {"flaw", "lawn"}, {"intention", "execution"},
                {"", "abc"}, {"same", "same"}, {"sunday", "saturday"}};
        for (String[] t : tests) {
            int[][] d = table(t[0], t[1]);
            int dist = d[t[0].length()][t[1].length()];
            System.out.println("\"" + t[0] + "\" -> \"" + t[1] + "\": distance " + dist);
            for (String op : operations(t[0], t[1], d)) System.out.println("    " + op);
        }
        String typo = "recieve";
        String[] dictionary = {"receive", "relieve", "recipe", "deceive", "review"};
        String best = null;
        int bestDist = Integer.MAX_VALUE;
        for (String w : dictionary) {
            int dist = table(typo, w)[typo.length()][w.length()];
            System.out.printf("  %-8s %d%n", w, dist);
            if (dist < bestDist) { bestDist = dist; best = w; }
        }
        System.out.println("Did you mean: " + best + "?");
    }
}
