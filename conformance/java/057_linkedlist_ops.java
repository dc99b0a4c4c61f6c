import java.util.Iterator;
import java.util.LinkedList;
import java.util.ListIterator;

class Program {
    public static void main(String[] args) {
        LinkedList<String> list = new LinkedList<>();
        list.add("b");
        list.addFirst("a");
        list.addLast("d");
        list.add(2, "c");
        System.out.println("list: " + list);
        System.out.println("first " + list.getFirst() + ", last " + list.getLast() + ", get(2) " + list.get(2));
        System.out.println("indexOf c: " + list.indexOf("c") + ", contains z: " + list.contains("z"));

        list.removeFirst();
        list.removeLast();
        System.out.println("after removeFirst/Last: " + list);
        list.addAll(java.util.List.of("x", "y", "x", "z"));
        System.out.println("after addAll: " + list);
        list.removeFirstOccurrence("x");
        System.out.println("removeFirstOccurrence x: " + list);
        list.removeLastOccurrence("x");
        System.out.println("removeLastOccurrence x: " + list);
        list.remove("nothing");
        list.set(0, "B");
        System.out.println("set(0): " + list);

        ListIterator<String> it = list.listIterator();
        while (it.hasNext()) {
            int idx = it.nextIndex();
            String s = it.next();
            if (s.equals("c")) {
                it.add("c2");
            } else if (s.equals("y")) {
                it.set("Y");
            }
            System.out.println("  visited " + idx + ":" + s);
        }
        System.out.println("after listIterator edits: " + list);
        System.out.print("backwards:");
        while (it.hasPrevious()) System.out.print(" " + it.previous());
        System.out.println();

        Iterator<String> desc = list.descendingIterator();
        StringBuilder sb = new StringBuilder();
        while (desc.hasNext()) sb.append(desc.next());
        System.out.println("descending joined: " + sb);

        LinkedList<Integer> queue = new LinkedList<>();
        for (int i = 1; i <= 5; i++) queue.offer(i);
        queue.push(0);
        System.out.println("queue: " + queue + " peekLast " + queue.peekLast());
        int sum = 0;
        while (!queue.isEmpty()) sum += queue.poll();
        System.out.println("sum drained: " + sum + ", empty poll: " + queue.poll());
        LinkedList<Integer> josephus = new LinkedList<>();
        for (int i = 1; i <= 7; i++) josephus.add(i);
        StringBuilder order = new StringBuilder();
        int pos = 0;
        while (josephus.size() > 1) {
            pos = (pos + 2) % josephus.size();
            order.append(josephus.remove(pos)).append(' ');
        }
        System.out.println("josephus elimination: " + order + "survivor " + josephus.getFirst());
    }
}
