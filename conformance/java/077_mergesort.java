import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

class Program {
    static long inversions = 0;

    static int[] mergeSort(int[] arr) {
        if (arr.length <= 1) return arr;
        int mid = arr.length / 2;
        int[] left = mergeSort(Arrays.copyOfRange(arr, 0, mid));
        int[] right = mergeSort(Arrays.copyOfRange(arr, mid, arr.length));
        return merge(left, right);
    }

    static int[] merge(int[] left, int[] right) {
        int[] out = new int[left.length + right.length];
        int i = 0, j = 0, k = 0;
        while (i < left.length && j < right.length) {
            if (left[i] <= right[j]) {
                out[k++] = left[i++];
            } else {
                inversions += left.length - i;
                out[k++] = right[j++];
            }
        }
        while (i < left.length) out[k++] = left[i++];
        while (j < right.length) out[k++] = right[j++];
        return out;
    }

    static <T extends Comparable<T>> List<T> mergeSortList(List<T> list) {
        if (list.size() <= 1) return list;
        int mid = list.size() / 2;
        List<T> a = mergeSortList(new ArrayList<>(list.subList(0, mid)));
        List<T> b = mergeSortList(new ArrayList<>(list.subList(mid, list.size())));
        List<T> out = new ArrayList<>();
        int i = 0, j = 0;
        while (i < a.size() && j < b.size()) out.add(a.get(i).compareTo(b.get(j)) <= 0 ? a.get(i++) : b.get(j++));
        out.addAll(a.subList(i, a.size()));
        out.addAll(b.subList(j, b.size()));
        return out;
    }

    public static void main(String[] args) {
        int[][] inputs = {
                {5, 2, 4, 6, 1, 3},
                {1, 2, 3, 4, 5},
                {5, 4, 3, 2, 1},
                {7},
                {},
                {3, 3, 1, 1, 2, 2},
                {100, -100, 50, -50, 0}};
        for (int[] in : inputs) {
            inversions = 0;
            int[] sorted = mergeSort(in);
            System.out.println(Arrays.toString(in) + " -> " + Arrays.toString(sorted) + " inversions=" + inversions);
        }
        List<String> names = List.of("mango", "apple", "kiwi", "banana", "cherry", "apple");
        System.out.println("strings: " + mergeSortList(names));
        List<Double> ds = List.of(3.3, -1.1, 2.2, 0.0, -0.5);
        System.out.println("doubles: " + mergeSortList(ds));
        int[] big = new int[1000];
        for (int i = 0; i < big.length; i++) big[i] = (i * 7919) % 1000;
        inversions = 0;
        int[] res = mergeSort(big);
        System.out.println("1000 permuted: first=" + res[0] + " last=" + res[999] + " inversions=" + inversions);
    }
}
