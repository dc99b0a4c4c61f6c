import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;

class Program {
    enum Day { MONDAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY, SATURDAY, SUNDAY }

    enum Level {
        LOW, MEDIUM, HIGH;

        Level next() {
            return values()[(ordinal() + 1) % values().length];
        }
    }

    static String classify(Day d) {
        return switch (d) {
            case SATURDAY, SUNDAY -> "weekend";
            case FRIDAY -> "almost weekend";
            default -> "weekday";
        };
    }

    static int workHours(Day d) {
        switch (d) {
            case MONDAY:
            case TUESDAY:
            case WEDNESDAY:
            case THURSDAY:
                return 8;
            case FRIDAY:
                return 6;
            default:
                return 0;
        }
    }

    public static void main(String[] args) {
        int total = 0;
        for (Day d : Day.values()) {
            int h = workHours(d);
            total += h;
            System.out.printf("%d %-9s %-15s %d hours%n", d.ordinal(), d, classify(d), h);
        }
        System.out.println("Total hours: " + total);

        Day today = Day.WEDNESDAY;
        System.out.println(today + " before FRIDAY? " + (today.compareTo(Day.FRIDAY) < 0));
        System.out.println("compareTo SUNDAY: " + today.compareTo(Day.SUNDAY));
        System.out.println("same enum ==: " + (Day.valueOf("WEDNESDAY") == today));

        Level l = Level.LOW;
        for (int i = 0; i < 5; i++) {
            System.out.print(l + (i < 4 ? " -> " : "\n"));
            l = l.next();
        }

        EnumSet<Day> weekend = EnumSet.of(Day.SATURDAY, Day.SUNDAY);
        EnumSet<Day> weekdays = EnumSet.complementOf(weekend);
        System.out.println("weekend: " + weekend);
        System.out.println("weekdays: " + weekdays);
        System.out.println("range: " + EnumSet.range(Day.TUESDAY, Day.THURSDAY));

        Map<Day, Integer> meetings = new EnumMap<>(Day.class);
        meetings.put(Day.FRIDAY, 1);
        meetings.put(Day.MONDAY, 3);
        meetings.put(Day.WEDNESDAY, 2);
        meetings.merge(Day.MONDAY, 1, Integer::sum);
        System.out.println("meetings: " + meetings);

        String mood = switch (today) {
            case MONDAY -> "grumpy";
            case WEDNESDAY -> {
                String s = "hump";
                yield s + " day";
            }
            default -> "fine";
        };
        System.out.println("mood: " + mood);
    }
}
