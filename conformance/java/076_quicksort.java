import java.util.Arrays;
import java.util.Random;

class Program {
    static long comparisons = 0;
    static long swaps = 0;

    static void quickSort(int[] a, int lo, int hi) {
        if (lo >= hi) return;
        int p = partition(a, lo, hi);
        quickSort(a, lo, p - 1);
        quickSort(a, p + 1, hi);
    }

    static int partition(int[] a, int lo, int hi) {
        int mid = lo + (hi - lo) / 2;
        swap(a, mid, hi);
        int pivot = a[hi];
        int i = lo;
        for (int j = lo; j < hi; j++) {
            comparisons++;
            if (a[j] < pivot) {
                swap(a, i, j);
                i++;
            }
        }
        swap(a, i, hi);
        return i;
    }

    static void swap(int[] a, int i, int j) {
        if (i == j) return;
        swaps++;
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

    static boolean isSorted(int[] a) {
        for (int i = 1; i < a.length; i++) if (a[i - 1] > a[i]) return false;
        return true;
    }

    public static void main(String[] args) {
        int[] small = {38, 27, 43, 3, 9, 82, 10, 3, -5, 0};
        System.out.println("before: " + Arrays.toString(small));
        quickSort(small, 0, small.length - 1);
        System.out.println("after:  " + Arrays.toString(small));
        System.out.println("comparisons=" + comparisons + " swaps=" + swaps);

        Random rng = new Random(42);
        int[] big = new int[5000];
        for (int i = 0; i < big.length; i++) big[i] = rng.nextInt(100000);
        int[] expected = big.clone();
        Arrays.sort(expected);
        comparisons = swaps = 0;
        quickSort(big, 0, big.length - 1);
        System.out.println("5000 random: sorted=" + isSorted(big) + " matches Arrays.sort=" + Arrays.equals(big, expected));
        System.out.println("comparisons=" + comparisons + " swaps=" + swaps);
        System.out.println("first 8: " + Arrays.toString(Arrays.copyOf(big, 8)));
        System.out.println("min=" + big[0] + " max=" + big[big.length - 1] + " median=" + big[big.length / 2]);

        int[] sortedInput = new int[2000];
        for (int i = 0; i < sortedInput.length; i++) sortedInput[i] = i;
        comparisons = swaps = 0;
        quickSort(sortedInput, 0, sortedInput.length - 1);
        System.out.println("already sorted 2000: comparisons=" + comparisons + " swaps=" + swaps);
        String[] words = {"delta", "alpha", "echo", "charlie", "bravo"};
        Arrays.sort(words);
        System.out.println("strings: " + String.join(" ", words));
    }
}
