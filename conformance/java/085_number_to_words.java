class Program {
    private static final String[] ONES = {"zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
            "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
            "eighteen", "nineteen"};
    private static final String[] TENS = {"", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy",
            "eighty", "ninety"};
    private static final String[] SCALES = {"", "thousand", "million", "billion"};

    static String belowThousand(int n) {
        StringBuilder sb = new StringBuilder();
        if (n >= 100) {
            sb.append(ONES[n / 100]).append(" hundred");
            n %= 100;
            if (n > 0) sb.append(" and ");
        }
        if (n >= 20) {
            sb.append(TENS[n / 10]);
            if (n % 10 > 0) sb.append("-").append(ONES[n % 10]);
        } else if (n > 0 || sb.length() == 0) {
            sb.append(ONES[n]);
        }
        return sb.toString();
    }

    static String toWords(long n) {
        if (n == 0) return "zero";
        if (n < 0) return "minus " + toWords(-n);
        String result = "";
        int scale = 0;
        while (n > 0) {
            int chunk = (int) (n % 1000);
            if (chunk > 0) {
                String part = belowThousand(chunk) + (SCALES[scale].isEmpty() ? "" : " " + SCALES[scale]);
                result = result.isEmpty() ? part : part + " " + result;
            }
            n /= 1000;
            scale++;
        }
        return result;
    }

    public static void main(String[] args) {
        long[] numbers = {0, 7, 13, 20, 42, 99, 100, 101, 115, 999, 1000, 1001, 12345, 100000, 1000000,
                2147483647L, -56, 300000017};
        for (long n : numbers) {
            System.out.printf("%,14d: %s%n", n, toWords(n));
        }
        int letters = 0;
        for (int i = 1; i <= 1000; i++) {
            letters += toWords(i).replace(" ", "").replace("-", "").length();
        }
        System.out.println("Letters used writing 1..1000: " + letters);
        String cheque = toWords(4321);
        System.out.println("Cheque: " + Character.toUpperCase(cheque.charAt(0)) + cheque.substring(1) + " dollars only");
    }
}
