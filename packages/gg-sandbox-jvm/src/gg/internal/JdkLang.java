package gg.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.stream.Stream;

/**
 * {@code java.lang} and {@code java.util} methods as the JDK's specification gives them, where
 * TeaVM 0.13.1's classlib differs or has none; {@link JdkFidelity} points the classlib here.
 */
public final class JdkLang {
    private JdkLang() {
    }

    /** {@code Enum.compareTo}: the difference of the ordinals (TeaVM returned its sign). */
    public static int enumCompareTo(Enum<?> self, Enum<?> other) {
        return self.ordinal() - other.ordinal();
    }

    public static String optionalToString(Optional<?> self) {
        return self.isPresent() ? "Optional[" + self.get() + "]" : "Optional.empty";
    }

    public static String optionalIntToString(OptionalInt self) {
        return self.isPresent() ? "OptionalInt[" + self.getAsInt() + "]" : "OptionalInt.empty";
    }

    public static String optionalLongToString(OptionalLong self) {
        return self.isPresent() ? "OptionalLong[" + self.getAsLong() + "]" : "OptionalLong.empty";
    }

    public static String optionalDoubleToString(OptionalDouble self) {
        return self.isPresent() ? "OptionalDouble[" + self.getAsDouble() + "]" : "OptionalDouble.empty";
    }

    /**
     * {@code String.lines()}: the lines split at {@code \n}, {@code \r\n} or {@code \r}, without
     * their terminators; a final terminator does not start an empty line.
     */
    public static Stream<String> lines(String self) {
        List<String> lines = new ArrayList<>();
        int start = 0;
        int n = self.length();
        int i = 0;
        while (i < n) {
            char c = self.charAt(i);
            if (c == '\n' || c == '\r') {
                lines.add(self.substring(start, i));
                i += c == '\r' && i + 1 < n && self.charAt(i + 1) == '\n' ? 2 : 1;
                start = i;
            } else {
                ++i;
            }
        }
        if (start < n) {
            lines.add(self.substring(start));
        }
        return lines.stream();
    }

    public static int sum(int a, int b) {
        return a + b;
    }

    public static long sum(long a, long b) {
        return a + b;
    }

    public static double sum(double a, double b) {
        return a + b;
    }

    public static long max(long a, long b) {
        return a >= b ? a : b;
    }

    public static long min(long a, long b) {
        return a <= b ? a : b;
    }

    public static double max(double a, double b) {
        return Math.max(a, b);
    }

    public static double min(double a, double b) {
        return Math.min(a, b);
    }
}
