import java.util.ArrayList;
import java.util.List;

class Program {
    static <T> List<List<T>> powerSet(List<T> items) {
        List<List<T>> result = new ArrayList<>();
        int n = items.size();
        for (int mask = 0; mask < (1 << n); mask++) {
            List<T> subset = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                if ((mask & (1 << i)) != 0) subset.add(items.get(i));
            }
            result.add(subset);
        }
        return result;
    }

    static void combinations(int[] arr, int k, int start, List<Integer> cur, List<List<Integer>> out) {
        if (cur.size() == k) {
            out.add(new ArrayList<>(cur));
            return;
        }
        for (int i = start; i < arr.length; i++) {
            cur.add(arr[i]);
            combinations(arr, k, i + 1, cur, out);
            cur.remove(cur.size() - 1);
        }
    }

    static void subsetSum(int[] arr, int idx, int target, List<Integer> cur, List<String> out) {
        if (target == 0) {
            out.add(cur.toString());
            return;
        }
        if (idx == arr.length || target < 0) return;
        cur.add(arr[idx]);
        subsetSum(arr, idx + 1, target - arr[idx], cur, out);
        cur.remove(cur.size() - 1);
        subsetSum(arr, idx + 1, target, cur, out);
    }

    static long binomial(int n, int k) {
        long r = 1;
        for (int i = 1; i <= k; i++) r = r * (n - k + i) / i;
        return r;
    }

    public static void main(String[] args) {
        List<List<String>> ps = powerSet(List.of("a", "b", "c"));
        System.out.println("power set of [a, b, c] (" + ps.size() + "): " + ps);

        List<List<Integer>> combos = new ArrayList<>();
        combinations(new int[]{1, 2, 3, 4, 5}, 3, 0, new ArrayList<>(), combos);
        System.out.println("C(5,3) = " + combos.size() + ": " + combos);

        List<String> sums = new ArrayList<>();
        subsetSum(new int[]{3, 34, 4, 12, 5, 2}, 0, 9, new ArrayList<>(), sums);
        System.out.println("subsets summing to 9: " + sums);

        for (int n = 0; n <= 6; n++) {
            StringBuilder row = new StringBuilder();
            for (int k = 0; k <= n; k++) row.append(binomial(n, k)).append(' ');
            System.out.println("n=" + n + ": " + row.toString().trim());
        }
        System.out.println("C(50,25) = " + binomial(50, 25));
        System.out.println("subsets of 20 items: " + (1L << 20));
    }
}
