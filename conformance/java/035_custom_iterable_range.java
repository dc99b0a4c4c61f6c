import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

class Program {
    public static void main(String[] args) {
        System.out.print("range(0,5): ");
        for (int i : new Range(0, 5)) System.out.print(i + " ");
        System.out.println();
        System.out.print("range(10,0,-3): ");
        for (int i : new Range(10, 0, -3)) System.out.print(i + " ");
        System.out.println();
        System.out.print("empty range: ");
        for (int i : new Range(5, 5)) System.out.print(i + " ");
        System.out.println("(nothing)");

        Iterator<Integer> it = new Range(1, 4).iterator();
        while (it.hasNext()) {
            System.out.println("next -> " + it.next());
        }
        try {
            it.next();
        } catch (NoSuchElementException e) {
            System.out.println("exhausted: " + e.getMessage());
        }

        Fibs fibs = new Fibs(12);
        List<Long> collected = new ArrayList<>();
        fibs.forEach(collected::add);
        System.out.println("fibs: " + collected);
    }
}

class Range implements Iterable<Integer> {
    private final int start, end, step;
    Range(int start, int end) { this(start, end, 1); }
    Range(int start, int end, int step) {
        if (step == 0) throw new IllegalArgumentException("step must not be zero");
        this.start = start;
        this.end = end;
        this.step = step;
    }

    @Override
    public Iterator<Integer> iterator() {
        return new Iterator<Integer>() {
            int current = start;

            @Override
            public boolean hasNext() { return step > 0 ? current < end : current > end; }

            @Override
            public Integer next() {
                if (!hasNext()) throw new NoSuchElementException("range done at " + current);
                int v = current;
                current += step;
                return v;
            }
        };
    }
}

class Fibs implements Iterable<Long> {
    private final int count;
    Fibs(int count) { this.count = count; }
    public Iterator<Long> iterator() {
        return new Iterator<>() {
            long a = 0, b = 1;
            int produced = 0;

            public boolean hasNext() { return produced < count; }

            public Long next() {
                long r = a;
                a = b;
                b = r + b;
                produced++;
                return r;
            }
        };
    }
}
