import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;

class Program {
    record Task(String name, int priority, int order) {}

    public static void main(String[] args) {
        PriorityQueue<Integer> minHeap = new PriorityQueue<>(List.of(42, 7, 19, 3, 88, 21));
        System.out.print("min-heap order:");
        while (!minHeap.isEmpty()) System.out.print(" " + minHeap.poll());
        System.out.println();

        PriorityQueue<Integer> maxHeap = new PriorityQueue<>(Comparator.reverseOrder());
        maxHeap.addAll(List.of(42, 7, 19, 3, 88, 21));
        System.out.println("max peek: " + maxHeap.peek() + ", size " + maxHeap.size());
        System.out.print("max-heap order:");
        while (!maxHeap.isEmpty()) System.out.print(" " + maxHeap.poll());
        System.out.println();

        PriorityQueue<Task> tasks = new PriorityQueue<>(
                Comparator.comparingInt(Task::priority).reversed().thenComparingInt(Task::order));
        String[][] incoming = {{"write report", "2"}, {"fix prod bug", "5"}, {"lunch", "1"},
                {"code review", "3"}, {"security patch", "5"}, {"reply emails", "2"}};
        int order = 0;
        for (String[] t : incoming) tasks.add(new Task(t[0], Integer.parseInt(t[1]), order++));
        int slot = 1;
        while (!tasks.isEmpty()) {
            Task t = tasks.poll();
            System.out.printf("%d. [p%d] %s%n", slot++, t.priority(), t.name());
        }

        int[] stream = {5, 1, 9, 3, 7, 11, 2, 8};
        int k = 3;
        PriorityQueue<Integer> topK = new PriorityQueue<>();
        for (int v : stream) {
            topK.offer(v);
            if (topK.size() > k) topK.poll();
        }
        List<Integer> result = new java.util.ArrayList<>(topK);
        result.sort(Comparator.reverseOrder());
        System.out.println("top " + k + ": " + result);

        PriorityQueue<String> words = new PriorityQueue<>(Comparator.comparing(String::length).thenComparing(s -> s));
        words.addAll(List.of("elephant", "cat", "bee", "giraffe", "ox", "dog"));
        StringBuilder sb = new StringBuilder();
        while (!words.isEmpty()) sb.append(words.poll()).append(words.isEmpty() ? "" : " < ");
        System.out.println(sb);

        PriorityQueue<long[]> merge = new PriorityQueue<>(Comparator.comparingLong(a -> a[0]));
        long[][] lists = {{1, 4, 9}, {2, 3, 10}, {5, 6}};
        for (int i = 0; i < lists.length; i++) merge.add(new long[]{lists[i][0], i, 0});
        StringBuilder merged = new StringBuilder();
        while (!merge.isEmpty()) {
            long[] top = merge.poll();
            merged.append(top[0]).append(' ');
            int li = (int) top[1], pos = (int) top[2] + 1;
            if (pos < lists[li].length) merge.add(new long[]{lists[li][pos], li, pos});
        }
        System.out.println("k-way merge: " + merged.toString().trim());
    }
}
