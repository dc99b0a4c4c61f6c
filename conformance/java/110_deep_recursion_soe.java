class Program {
    static long sumTo(long n) {
        if (n == 0) {
            return 0;
        }
        return n + sumTo(n - 1);
    }

    // counts how many odd numbers are in 1..n, assuming n is odd
    static int countOdds(int n) {
        return n == 1 ? 1 : 1 + countOdds(n - 2);
    }

    public static void main(String[] args) {
        System.out.println("sumTo(10) = " + sumTo(10));
        System.out.println("sumTo(1000) = " + sumTo(1000));
        System.out.println("countOdds(9) = " + countOdds(9));
        System.out.println("countOdds(99) = " + countOdds(99));
        System.out.println("Now counting odds up to an even number...");
        System.out.println("countOdds(10) = " + countOdds(10));
    }
}
