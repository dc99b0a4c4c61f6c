import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;

class Program {
    public static void main(String[] args) {
        List<Integer> nums = new ArrayList<>(Arrays.asList(5, 3, 9, 1, 7, 3, 8, 3));
        System.out.println("original: " + nums);
        Collections.sort(nums);
        System.out.println("sorted: " + nums);
        System.out.println("binarySearch(7): " + Collections.binarySearch(nums, 7));
        Collections.reverse(nums);
        System.out.println("reversed: " + nums);
        Collections.sort(nums, Collections.reverseOrder());
        System.out.println("reverseOrder sort: " + nums);
        System.out.println("max: " + Collections.max(nums) + ", min: " + Collections.min(nums));
        System.out.println("frequency of 3: " + Collections.frequency(nums, 3));
        Collections.swap(nums, 0, nums.size() - 1);
        System.out.println("swap ends: " + nums);
        Collections.rotate(nums, 2);
        System.out.println("rotate 2: " + nums);
        Collections.rotate(nums, -3);
        System.out.println("rotate -3: " + nums);

        Collections.shuffle(nums, new Random(42));
        System.out.println("shuffled (seed 42): " + nums);
        Collections.shuffle(nums, new Random(7));
        System.out.println("shuffled (seed 7): " + nums);

        List<String> repeated = Collections.nCopies(4, "ab");
        System.out.println("nCopies: " + repeated + " joined " + String.join("", repeated));
        List<String> letters = new ArrayList<>(List.of("d", "a", "c", "b"));
        Collections.addAll(letters, "f", "e");
        Collections.sort(letters);
        System.out.println("addAll + sort: " + letters);
        Collections.fill(letters, "z");
        System.out.println("fill: " + letters);
        System.out.println("disjoint: " + Collections.disjoint(List.of(1, 2), List.of(3, 4)) + " " + Collections.disjoint(List.of(1, 2), List.of(2, 3)));
        System.out.println("singletonList: " + Collections.singletonList("only"));
        System.out.println("emptyMap: " + Collections.emptyMap());
        List<Integer> src = List.of(10, 20);
        List<Integer> dest = new ArrayList<>(List.of(0, 0, 0, 0));
        Collections.copy(dest, src);
        System.out.println("copy: " + dest);
        System.out.println("indexOfSubList: " + Collections.indexOfSubList(List.of(1, 2, 3, 2, 3), List.of(2, 3))
                + ", last " + Collections.lastIndexOfSubList(List.of(1, 2, 3, 2, 3), List.of(2, 3)));
        List<String> names = new ArrayList<>(List.of("bob", "Alice", "carol", "Dave"));
        Collections.sort(names);
        System.out.println("natural: " + names);
        names.sort(String.CASE_INSENSITIVE_ORDER);
        System.out.println("case-insensitive: " + names);
        Random rng = new Random(42);
        StringBuilder rolls = new StringBuilder();
        for (int i = 0; i < 10; i++) rolls.append(rng.nextInt(6) + 1).append(' ');
        System.out.println("dice (seed 42): " + rolls.toString().trim());
    }
}
