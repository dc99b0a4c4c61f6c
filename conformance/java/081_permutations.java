import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;

class Program {
    static void permute(String prefix, String rest, List<String> out) {
        if (rest.isEmpty()) {
            out.add(prefix);
            return;
        }
        for (int i = 0; i < rest.length(); i++) {
            permute(prefix + rest.charAt(i), rest.substring(0, i) + rest.substring(i + 1), out);
        }
    }

    static boolean nextPermutation(int[] a) {
        int i = a.length - 2;
        while (i >= 0 && a[i] >= a[i + 1]) i--;
        if (i < 0) return false;
        int j = a.length - 1;
        while (a[j] <= a[i]) j--;
        int t = a[i]; a[i] = a[j]; a[j] = t;
        for (int l = i + 1, r = a.length - 1; l < r; l++, r--) {
            t = a[l]; a[l] = a[r]; a[r] = t;
        }
        return true;
    }

    static void backtrack(List<Integer> current, boolean[] used, int[] nums, List<List<Integer>> result) {
        if (current.size() == nums.length) {
            result.add(new ArrayList<>(current));
            return;
        }
        for (int i = 0; i < nums.length; i++) {
            if (used[i]) continue;
            used[i] = true;
            current.add(nums[i]);
            backtrack(current, used, nums, result);
            current.remove(current.size() - 1);
            used[i] = false;
        }
    }

    public static void main(String[] args) {
        List<String> perms = new ArrayList<>();
        permute("", "abc", perms);
        System.out.println("permutations of abc: " + perms);

        List<String> withDups = new ArrayList<>();
        permute("", "aabb", withDups);
        System.out.println("aabb: " + withDups.size() + " total, " + new TreeSet<>(withDups).size() + " distinct: " + new TreeSet<>(withDups));

        int[] arr = {1, 2, 3, 4};
        int count = 1;
        StringBuilder sb = new StringBuilder(Arrays.toString(arr));
        while (nextPermutation(arr)) {
            count++;
            if (count <= 6) sb.append(" ").append(Arrays.toString(arr));
        }
        System.out.println("first 6 of 1234 in lexicographic order: " + sb);
        System.out.println("total: " + count + ", final state: " + Arrays.toString(arr));

        List<List<Integer>> result = new ArrayList<>();
        backtrack(new ArrayList<>(), new boolean[3], new int[]{7, 8, 9}, result);
        System.out.println("backtracking: " + result);

        int[] digits = {5, 3, 4, 2, 1};
        nextPermutation(digits);
        System.out.println("next after 53421: " + Arrays.toString(digits));
    }
}
