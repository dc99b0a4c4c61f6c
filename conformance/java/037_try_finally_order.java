class Program {
    static int counter = 0;

    static int withFinally(int x) {
        try {
            System.out.println("  try: x=" + x);
            if (x < 0) throw new IllegalArgumentException("negative");
            return x * 2;
        } catch (IllegalArgumentException e) {
            System.out.println("  catch: " + e.getMessage());
            return -1;
        } finally {
            counter++;
            System.out.println("  finally (counter=" + counter + ")");
        }
    }

    @SuppressWarnings("finally")
    static String finallyOverrides() {
        try {
            return "from try";
        } finally {
            return "from finally";
        }
    }

    static int returnValueCapturedBeforeFinally() {
        int value = 10;
        try {
            return value;
        } finally {
            value = 99;
            System.out.println("  finally set value to " + value);
        }
    }

    static void nested() {
        try {
            try {
                System.out.println("  inner try");
                Object o = "text";
                Integer bad = (Integer) o;
                System.out.println("unreachable " + bad);
            } finally {
                System.out.println("  inner finally");
            }
        } catch (ClassCastException e) {
            System.out.println("  outer caught " + e.getClass().getSimpleName());
        } finally {
            System.out.println("  outer finally");
        }
    }

    public static void main(String[] args) {
        System.out.println("withFinally(5):");
        System.out.println("result " + withFinally(5));
        System.out.println("withFinally(-3):");
        System.out.println("result " + withFinally(-3));
        System.out.println("finallyOverrides: " + finallyOverrides());
        System.out.println("captured: " + returnValueCapturedBeforeFinally());
        System.out.println("nested:");
        nested();
        System.out.println("multi-catch:");
        String[] inputs = {"12", "abc", null, "7"};
        for (String in : inputs) {
            try {
                int v = Integer.parseInt(in.trim());
                System.out.println("  100 / " + v + " = " + (100 / (v - 7)));
            } catch (NumberFormatException | NullPointerException e) {
                System.out.println("  bad input: " + e.getClass().getSimpleName());
            } catch (ArithmeticException e) {
                System.out.println("  math problem: " + e.getMessage());
            } finally {
                System.out.println("  done with " + in);
            }
        }
        System.out.println("counter = " + counter);
    }
}
