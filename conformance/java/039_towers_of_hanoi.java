import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.ArrayList;

class Program {
    static int moves = 0;
    static final List<Deque<Integer>> pegs = new ArrayList<>();

    static void hanoi(int n, int from, int to, int via, boolean print) {
        if (n == 0) return;
        hanoi(n - 1, from, via, to, print);
        int disk = pegs.get(from).pop();
        pegs.get(to).push(disk);
        moves++;
        if (print) {
            System.out.printf("Move %2d: disk %d %c -> %c%n", moves, disk, (char) ('A' + from), (char) ('A' + to));
        }
        hanoi(n - 1, via, to, from, print);
    }

    static void reset(int n) {
        pegs.clear();
        for (int i = 0; i < 3; i++) pegs.add(new ArrayDeque<>());
        for (int d = n; d >= 1; d--) pegs.get(0).push(d);
        moves = 0;
    }

    public static void main(String[] args) {
        reset(4);
        hanoi(4, 0, 2, 1, true);
        System.out.println("Pegs at end: A=" + pegs.get(0) + " B=" + pegs.get(1) + " C=" + pegs.get(2));
        for (int n = 1; n <= 16; n += 3) {
            reset(n);
            hanoi(n, 0, 2, 1, false);
            System.out.println(n + " disks: " + moves + " moves (2^n-1 = " + ((1 << n) - 1) + ")");
        }
    }
}
