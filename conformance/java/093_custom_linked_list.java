class Program {
    public static void main(String[] args) {
        SinglyLinkedList list = new SinglyLinkedList();
        for (int v : new int[]{5, 3, 8, 1, 9, 2}) list.append(v);
        System.out.println("list: " + list + " size " + list.size());
        list.prepend(0);
        System.out.println("prepend 0: " + list);
        list.reverse();
        System.out.println("reversed: " + list);
        System.out.println("contains 8? " + list.contains(8) + ", contains 7? " + list.contains(7));
        System.out.println("remove 8: " + list.remove(8) + " -> " + list);
        System.out.println("remove 42: " + list.remove(42) + " -> " + list);
        System.out.println("middle: " + list.middle());
        System.out.println("3rd from end: " + list.kthFromEnd(3));
        SinglyLinkedList empty = new SinglyLinkedList();
        empty.reverse();
        System.out.println("empty: " + empty + " size " + empty.size());
    }
}

class SinglyLinkedList {
    private static class Node {
        int value;
        Node next;

        Node(int value, Node next) { this.value = value; this.next = next; }
    }

    private Node head;
    private int size;

    void append(int v) {
        Node n = new Node(v, null);
        if (head == null) head = n;
        else {
            Node cur = head;
            while (cur.next != null) cur = cur.next;
            cur.next = n;
        }
        size++;
    }

    void prepend(int v) { head = new Node(v, head); size++; }

    int size() { return size; }

    boolean contains(int v) {
        for (Node n = head; n != null; n = n.next) if (n.value == v) return true;
        return false;
    }

    boolean remove(int v) {
        Node dummy = new Node(0, head);
        for (Node prev = dummy; prev.next != null; prev = prev.next) {
            if (prev.next.value == v) {
                prev.next = prev.next.next;
                head = dummy.next;
                size--;
                return true;
            }
        }
        return false;
    }

    void reverse() {
        Node prev = null, cur = head;
        while (cur != null) {
            Node next = cur.next;
            cur.next = prev;
            prev = cur;
            cur = next;
        }
        head = prev;
    }

    int middle() {
        Node slow = head, fast = head;
        while (fast != null && fast.next != null) { slow = slow.next; fast = fast.next.next; }
        return slow.value;
    }

    int kthFromEnd(int k) {
        Node lead = head, trail = head;
        for (int i = 0; i < k; i++) lead = lead.next;
        while (lead != null) { lead = lead.next; trail = trail.next; }
        return trail.value;
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("[");
        for (Node n = head; n != null; n = n.next) sb.append(n.value).append(n.next != null ? " -> " : "");
        return sb.append("]").toString();
    }
}
