import java.util.Arrays;
import java.util.Iterator;
import java.util.NoSuchElementException;

class Program {
    public static void main(String[] args) {
        GenericStack<String> stack = new GenericStack<>();
        for (String s : "to be or not to be".split(" ")) {
            stack.push(s);
        }
        System.out.println("size: " + stack.size() + ", peek: " + stack.peek());
        System.out.print("iterate: ");
        for (String s : stack) System.out.print(s + " ");
        System.out.println();
        StringBuilder popped = new StringBuilder();
        while (!stack.isEmpty()) popped.append(stack.pop()).append(stack.isEmpty() ? "" : ",");
        System.out.println("popped: " + popped);
        try {
            stack.pop();
        } catch (NoSuchElementException e) {
            System.out.println("error: " + e.getMessage());
        }

        GenericStack<Integer> nums = new GenericStack<>();
        for (int i = 1; i <= 20; i++) nums.push(i * i);
        System.out.println("capacity grew, size " + nums.size() + ", top " + nums.peek());
        System.out.println(nums);
        System.out.println("balanced \"{[()()]}\": " + balanced("{[()()]}"));
        System.out.println("balanced \"([)]\": " + balanced("([)]"));
        System.out.println("balanced \"((\": " + balanced("(("));
    }

    static boolean balanced(String s) {
        GenericStack<Character> st = new GenericStack<>();
        for (char c : s.toCharArray()) {
            switch (c) {
                case '(', '[', '{' -> st.push(c);
                case ')', ']', '}' -> {
                    if (st.isEmpty()) return false;
                    char open = st.pop();
                    if ("([{".indexOf(open) != ")]}".indexOf(c)) return false;
                }
                default -> { }
            }
        }
        return st.isEmpty();
    }
}

class GenericStack<T> implements Iterable<T> {
    private Object[] data = new Object[4];
    private int size;

    void push(T item) {
        if (size == data.length) data = Arrays.copyOf(data, size * 2);
        data[size++] = item;
    }

    @SuppressWarnings("unchecked")
    T pop() {
        if (size == 0) throw new NoSuchElementException("stack is empty");
        T item = (T) data[--size];
        data[size] = null;
        return item;
    }

    @SuppressWarnings("unchecked")
    T peek() {
        if (size == 0) throw new NoSuchElementException("stack is empty");
        return (T) data[size - 1];
    }

    boolean isEmpty() { return size == 0; }

    int size() { return size; }

    @Override
    public Iterator<T> iterator() {
        return new Iterator<>() {
            private int idx = size - 1;

            public boolean hasNext() { return idx >= 0; }

            @SuppressWarnings("unchecked")
            public T next() { return (T) data[idx--]; }
        };
    }

    @Override
    public String toString() { return "Stack" + Arrays.toString(Arrays.copyOf(data, size)) + " cap=" + data.length; }
}
