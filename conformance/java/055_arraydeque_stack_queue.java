import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Queue;

class Program {
    public static void main(String[] args) {
        Deque<Integer> stack = new ArrayDeque<>();
        for (int i = 1; i <= 5; i++) stack.push(i * 10);
        System.out.println("stack: " + stack + " peek " + stack.peek());
        System.out.print("popping:");
        while (!stack.isEmpty()) System.out.print(" " + stack.pop());
        System.out.println();
        System.out.println("pop on empty via poll: " + stack.poll());

        Queue<String> queue = new ArrayDeque<>();
        queue.offer("first");
        queue.offer("second");
        queue.add("third");
        System.out.println("queue: " + queue + " head " + queue.peek());
        System.out.println("poll " + queue.poll() + ", remaining " + queue);

        Deque<Character> deque = new ArrayDeque<>();
        deque.offerFirst('b');
        deque.offerFirst('a');
        deque.offerLast('c');
        deque.addLast('d');
        System.out.println("deque: " + deque + " first " + deque.peekFirst() + " last " + deque.peekLast());
        System.out.println("pollLast " + deque.pollLast() + ", pollFirst " + deque.pollFirst() + " -> " + deque);

        int[] temps = {73, 74, 75, 71, 69, 72, 76, 73};
        int[] wait = new int[temps.length];
        Deque<Integer> idx = new ArrayDeque<>();
        for (int i = 0; i < temps.length; i++) {
            while (!idx.isEmpty() && temps[idx.peek()] < temps[i]) {
                int j = idx.pop();
                wait[j] = i - j;
            }
            idx.push(i);
        }
        System.out.println("days until warmer: " + java.util.Arrays.toString(wait));

        int[] window = {1, 3, -1, -3, 5, 3, 6, 7};
        int k = 3;
        Deque<Integer> dq = new ArrayDeque<>();
        StringBuilder maxes = new StringBuilder();
        for (int i = 0; i < window.length; i++) {
            while (!dq.isEmpty() && dq.peekFirst() <= i - k) dq.pollFirst();
            while (!dq.isEmpty() && window[dq.peekLast()] < window[i]) dq.pollLast();
            dq.offerLast(i);
            if (i >= k - 1) maxes.append(window[dq.peekFirst()]).append(' ');
        }
        System.out.println("sliding window max: " + maxes.toString().trim());

        Deque<String> history = new ArrayDeque<>();
        for (String page : new String[]{"home", "news", "sports", "scores"}) history.push(page);
        history.pop();
        System.out.println("back to: " + history.peek() + ", history " + history);
        System.out.println("descending iterator:");
        history.descendingIterator().forEachRemaining(p -> System.out.println("  " + p));
    }
}
