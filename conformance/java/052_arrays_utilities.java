import java.util.Arrays;
import java.util.List;

class Program {
    public static void main(String[] args) {
        int[] nums = {42, 7, 19, 3, 88, 7, 56, 21};
        System.out.println("original: " + Arrays.toString(nums));
        int[] copy = Arrays.copyOf(nums, nums.length);
        Arrays.sort(copy);
        System.out.println("sorted: " + Arrays.toString(copy));
        System.out.println("binarySearch 56: " + Arrays.binarySearch(copy, 56));
        System.out.println("binarySearch 50: " + Arrays.binarySearch(copy, 50));
        System.out.println("binarySearch 1: " + Arrays.binarySearch(copy, 1));
        System.out.println("copyOfRange: " + Arrays.toString(Arrays.copyOfRange(copy, 2, 5)));
        System.out.println("copyOf longer: " + Arrays.toString(Arrays.copyOf(nums, 10)));
        System.out.println("equals: " + Arrays.equals(nums, copy) + " / " + Arrays.equals(copy, Arrays.copyOf(copy, copy.length)));
        System.out.println("stream sum: " + Arrays.stream(nums).sum());

        int[] filled = new int[6];
        Arrays.fill(filled, -1);
        Arrays.fill(filled, 2, 4, 9);
        System.out.println("fill: " + Arrays.toString(filled));

        int[][] grid = new int[3][4];
        for (int[] row : grid) Arrays.fill(row, 1);
        grid[1][2] = 5;
        System.out.println("deepToString: " + Arrays.deepToString(grid));
        String[][] names = {{"a", "b"}, {"c"}, {}};
        System.out.println("jagged: " + Arrays.deepToString(names));
        System.out.println("toString on 2D: " + Arrays.toString(new int[0][0]).startsWith("["));

        String[] words = {"pear", "Apple", "banana", "cherry", "apple"};
        Arrays.sort(words);
        System.out.println("sorted strings: " + Arrays.toString(words));
        Arrays.sort(words, String.CASE_INSENSITIVE_ORDER);
        System.out.println("case-insensitive: " + Arrays.toString(words));
        Integer[] boxed = {5, 2, 9, 1};
        Arrays.sort(boxed, (a, b) -> b - a);
        System.out.println("descending: " + Arrays.toString(boxed));

        double[] ds = {3.5, -1.25, 2.0};
        Arrays.sort(ds);
        System.out.println("doubles: " + Arrays.toString(ds));
        char[] cs = "sorting".toCharArray();
        Arrays.sort(cs);
        System.out.println("chars: " + Arrays.toString(cs) + " -> " + new String(cs));

        List<String> fixed = Arrays.asList("x", "y", "z");
        fixed.set(1, "Y");
        System.out.println("asList after set: " + fixed);
        try {
            fixed.add("w");
        } catch (UnsupportedOperationException e) {
            System.out.println("asList cannot grow: " + e.getClass().getSimpleName());
        }
        String[] backing = {"one", "two"};
        List<String> view = Arrays.asList(backing);
        backing[0] = "ONE";
        System.out.println("view reflects array: " + view);
        System.out.println("hashCode equal: " + (Arrays.hashCode(new int[]{1, 2}) == Arrays.hashCode(new int[]{1, 2})));
        Integer[] arr = {3, 1, 2};
        Arrays.setAll(arr, i -> arr[i] * 10);
        System.out.println("setAll: " + Arrays.toString(arr));
        System.out.println("mismatch: " + Arrays.mismatch(new int[]{1, 2, 3}, new int[]{1, 2, 4}));
    }
}
