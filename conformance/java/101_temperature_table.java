class Program {
    static double cToF(double c) {
        return c * 9.0 / 5.0 + 32;
    }

    static double fToC(double f) {
        return (f - 32) * 5.0 / 9.0;
    }

    static double cToK(double c) {
        return c + 273.15;
    }

    static String describe(double c) {
        if (c < 0) return "freezing";
        else if (c < 10) return "cold";
        else if (c < 20) return "mild";
        else if (c < 30) return "warm";
        return "hot";
    }

    public static void main(String[] args) {
        System.out.printf("%8s %8s %8s  %s%n", "Celsius", "Fahr", "Kelvin", "Feels");
        System.out.println("-".repeat(36));
        for (int c = -20; c <= 40; c += 10) {
            System.out.printf("%8d %8.1f %8.2f  %s%n", c, cToF(c), cToK(c), describe(c));
        }
        System.out.println();
        double[] fahrenheit = {-40, 0, 32, 98.6, 212, 451};
        for (double f : fahrenheit) {
            System.out.println(f + "F = " + fToC(f) + "C (rounded " + Math.round(fToC(f)) + ")");
        }
        System.out.println();
        double[] week = {21.5, 23.0, 19.8, 25.4, 27.1, 18.2, 22.6};
        String[] days = {"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"};
        double sum = 0, max = Double.NEGATIVE_INFINITY, min = Double.POSITIVE_INFINITY;
        int hottest = 0;
        for (int i = 0; i < week.length; i++) {
            sum += week[i];
            if (week[i] > max) { max = week[i]; hottest = i; }
            min = Math.min(min, week[i]);
        }
        double avg = sum / week.length;
        System.out.println("Weekly average: " + avg);
        System.out.printf("Weekly average (2dp): %.2f C / %.2f F%n", avg, cToF(avg));
        System.out.println("Hottest: " + days[hottest] + " at " + max + ", coolest: " + min);
        System.out.println("Range: " + (max - min));
        StringBuilder above = new StringBuilder();
        for (int i = 0; i < week.length; i++) if (week[i] > avg) above.append(days[i]).append(' ');
        System.out.println("Above average: " + above.toString().trim());
    }
}
