class Program {
    static String httpStatus(int code) {
        return switch (code) {
            case 200 -> "OK";
            case 201 -> "Created";
            case 301, 302 -> "Redirect";
            case 400 -> "Bad Request";
            case 404 -> "Not Found";
            case 500 -> "Internal Server Error";
            default -> {
                if (code >= 500) yield "Server Error (" + code + ")";
                if (code >= 400) yield "Client Error (" + code + ")";
                yield "Unknown";
            }
        };
    }

    static int daysInMonth(String month, int year) {
        return switch (month.toLowerCase()) {
            case "jan", "mar", "may", "jul", "aug", "oct", "dec" -> 31;
            case "apr", "jun", "sep", "nov" -> 30;
            case "feb" -> (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28;
            default -> throw new IllegalArgumentException("bad month " + month);
        };
    }

    static double apply(char op, double a, double b) {
        return switch (op) {
            case '+' -> a + b;
            case '-' -> a - b;
            case '*' -> a * b;
            case '/' -> a / b;
            case '^' -> Math.pow(a, b);
            default -> Double.NaN;
        };
    }

    public static void main(String[] args) {
        for (int code : new int[]{200, 201, 302, 404, 418, 500, 503, 100}) {
            System.out.println(code + " => " + httpStatus(code));
        }
        String[] months = {"Jan", "Feb", "Apr", "Dec"};
        for (int year : new int[]{1900, 2000, 2023, 2024}) {
            StringBuilder sb = new StringBuilder(year + ":");
            for (String m : months) sb.append(' ').append(m).append('=').append(daysInMonth(m, year));
            System.out.println(sb);
        }
        try {
            daysInMonth("Smarch", 2020);
        } catch (IllegalArgumentException e) {
            System.out.println("error: " + e.getMessage());
        }
        for (char op : "+-*/^%".toCharArray()) {
            System.out.println("7 " + op + " 2 = " + apply(op, 7, 2));
        }
        int score = 83;
        char grade = switch (score / 10) {
            case 10, 9 -> 'A';
            case 8 -> 'B';
            case 7 -> 'C';
            case 6 -> 'D';
            default -> 'F';
        };
        System.out.println("score " + score + " grade " + grade);
        Object value = 42;
        String kind;
        switch (value.getClass().getSimpleName()) {
            case "Integer":
                kind = "an int";
                break;
            case "String":
                kind = "a string";
                break;
            default:
                kind = "something else";
        }
        System.out.println("value is " + kind);
    }
}
