import java.util.Arrays;

class Program {
    interface Sorter {
        int[] sort(int[] input, int[] counters);
    }

    static int[] bubble(int[] input, int[] c) {
        int[] a = input.clone();
        for (int i = 0; i < a.length - 1; i++) {
            boolean swapped = false;
            for (int j = 0; j < a.length - 1 - i; j++) {
                c[0]++;
                if (a[j] > a[j + 1]) {
                    int t = a[j]; a[j] = a[j + 1]; a[j + 1] = t;
                    c[1]++;
                    swapped = true;
                }
            }
            if (!swapped) break;
        }
        return a;
    }

    static int[] insertion(int[] input, int[] c) {
        int[] a = input.clone();
        for (int i = 1; i < a.length; i++) {
            int key = a[i];
            int j = i - 1;
            while (j >= 0) {
                c[0]++;
                if (a[j] <= key) break;
                a[j + 1] = a[j];
                c[1]++;
                j--;
            }
            a[j + 1] = key;
        }
        return a;
    }

    static int[] selection(int[] input, int[] c) {
        int[] a = input.clone();
        for (int i = 0; i < a.length - 1; i++) {
            int min = i;
            for (int j = i + 1; j < a.length; j++) {
                c[0]++;
                if (a[j] < a[min]) min = j;
            }
            if (min != i) {
                int t = a[i]; a[i] = a[min]; a[min] = t;
                c[1]++;
            }
        }
        return a;
    }

    static int[] counting(int[] input, int[] c) {
        int max = Arrays.stream(input).max().orElse(0);
        int[] counts = new int[max + 1];
        for (int v : input) { counts[v]++; c[1]++; }
        int[] out = new int[input.length];
        int k = 0;
        for (int v = 0; v <= max; v++) while (counts[v]-- > 0) out[k++] = v;
        return out;
    }

    public static void main(String[] args) {
        int[][] datasets = {
                {29, 10, 14, 37, 14, 3, 8, 22},
                {1, 2, 3, 4, 5, 6, 7, 8},
                {8, 7, 6, 5, 4, 3, 2, 1}};
        String[] names = {"bubble", "insertion", "selection", "counting"};
        Sorter[] sorters = {Program::bubble, Program::insertion, Program::selection, Program::counting};
        for (int[] data : datasets) {
            System.out.println("input " + Arrays.toString(data));
            for (int s = 0; s < sorters.length; s++) {
                int[] counters = new int[2];
                int[] out = sorters[s].sort(data, counters);
                System.out.printf("  %-10s %s cmp=%2d moves=%2d%n", names[s], Arrays.toString(out), counters[0], counters[1]);
            }
        }
    }
}
