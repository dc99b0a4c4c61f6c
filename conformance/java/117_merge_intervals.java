import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;

class Program {
    record Interval(int start, int end) {
        boolean overlaps(Interval o) { return start < o.end && o.start < end; }

        @Override
        public String toString() { return String.format("%02d:00-%02d:00", start, end); }
    }

    static List<Interval> merge(List<Interval> input) {
        List<Interval> sorted = new ArrayList<>(input);
        sorted.sort(Comparator.comparingInt(Interval::start).thenComparingInt(Interval::end));
        List<Interval> merged = new ArrayList<>();
        for (Interval cur : sorted) {
            if (!merged.isEmpty() && merged.get(merged.size() - 1).end() >= cur.start()) {
                Interval last = merged.remove(merged.size() - 1);
                merged.add(new Interval(last.start(), Math.max(last.end(), cur.end())));
            } else {
                merged.add(cur);
            }
        }
        return merged;
    }

    static int roomsNeeded(List<Interval> meetings) {
        List<Interval> sorted = new ArrayList<>(meetings);
        sorted.sort(Comparator.comparingInt(Interval::start));
        PriorityQueue<Integer> endTimes = new PriorityQueue<>();
        int maxRooms = 0;
        for (Interval m : sorted) {
            while (!endTimes.isEmpty() && endTimes.peek() <= m.start()) endTimes.poll();
            endTimes.add(m.end());
            maxRooms = Math.max(maxRooms, endTimes.size());
        }
        return maxRooms;
    }

    static List<Interval> freeSlots(List<Interval> busy, int dayStart, int dayEnd) {
        List<Interval> free = new ArrayList<>();
        int cursor = dayStart;
        for (Interval b : merge(busy)) {
            if (b.start() > cursor) free.add(new Interval(cursor, b.start()));
            cursor = Math.max(cursor, b.end());
        }
        if (cursor < dayEnd) free.add(new Interval(cursor, dayEnd));
        return free;
    }

    public static void main(String[] args) {
        List<Interval> meetings = List.of(
                new Interval(9, 10), new Interval(13, 15), new Interval(9, 11),
                new Interval(14, 16), new Interval(11, 12), new Interval(17, 18));
        System.out.println("meetings: " + meetings);
        System.out.println("merged:   " + merge(meetings));
        System.out.println("rooms needed: " + roomsNeeded(meetings));
        System.out.println("free 8-19: " + freeSlots(meetings, 8, 19));
        int conflicts = 0;
        for (int i = 0; i < meetings.size(); i++)
            for (int j = i + 1; j < meetings.size(); j++)
                if (meetings.get(i).overlaps(meetings.get(j))) {
                    conflicts++;
                    System.out.println("  conflict: " + meetings.get(i) + " & " + meetings.get(j));
                }
        System.out.println("conflicting pairs: " + conflicts);
        int busyHours = merge(meetings).stream().mapToInt(iv -> iv.end() - iv.start()).sum();
        System.out.println("busy hours: " + busyHours);
    }
}
