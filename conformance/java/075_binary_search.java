import java.util.Arrays;

class Program {
    static int steps;

    static int binarySearch(int[] arr, int target) {
        int lo = 0, hi = arr.length - 1;
        steps = 0;
        while (lo <= hi) {
            steps++;
            int mid = lo + (hi - lo) / 2;
            if (arr[mid] == target) return mid;
            if (arr[mid] < target) lo = mid + 1;
            else hi = mid - 1;
        }
        return -(lo + 1);
    }

    static int lowerBound(int[] arr, int target) {
        int lo = 0, hi = arr.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (arr[mid] < target) lo = mid + 1;
            else hi = mid;
        }
        return lo;
    }

    static int recursiveSearch(int[] arr, int target, int lo, int hi) {
        if (lo > hi) return -1;
        int mid = (lo + hi) / 2;
        if (arr[mid] == target) return mid;
        return arr[mid] < target ? recursiveSearch(arr, target, mid + 1, hi) : recursiveSearch(arr, target, lo, mid - 1);
    }

    static double sqrtBisect(double x) {
        double lo = 0, hi = Math.max(1, x);
        for (int i = 0; i < 60; i++) {
            double mid = (lo + hi) / 2;
            if (mid * mid < x) lo = mid;
            else hi = mid;
        }
        return lo;
    }

    public static void main(String[] args) {
        int[] sorted = new int[20];
        for (int i = 0; i < sorted.length; i++) sorted[i] = i * 3 + 1;
        System.out.println("array: " + Arrays.toString(sorted));
        for (int t : new int[]{1, 28, 58, 29, 0, 100}) {
            int idx = binarySearch(sorted, t);
            System.out.printf("search %3d -> %3d in %d steps (Arrays.binarySearch: %d, recursive: %d)%n",
                    t, idx, steps, Arrays.binarySearch(sorted, t), recursiveSearch(sorted, t, 0, sorted.length - 1));
        }
        int[] dups = {1, 2, 2, 2, 3, 5, 5, 8};
        for (int t : new int[]{2, 5, 4, 9, 0}) {
            int lb = lowerBound(dups, t), ub = lowerBound(dups, t + 1);
            System.out.println("value " + t + ": lower=" + lb + " upper=" + ub + " count=" + (ub - lb));
        }
        for (double x : new double[]{2, 9, 0.25, 1e6}) {
            System.out.printf("sqrt(%s) ~ %.10f (Math.sqrt %.10f)%n", x, sqrtBisect(x), Math.sqrt(x));
        }
    }
}
