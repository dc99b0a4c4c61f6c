import java.math.BigInteger;

class Program {
    static BigInteger factorial(int n) {
        BigInteger result = BigInteger.ONE;
        for (int i = 2; i <= n; i++) {
            result = result.multiply(BigInteger.valueOf(i));
        }
        return result;
    }

    static BigInteger fib(int n) {
        BigInteger a = BigInteger.ZERO, b = BigInteger.ONE;
        for (int i = 0; i < n; i++) {
            BigInteger t = a.add(b);
            a = b;
            b = t;
        }
        return a;
    }

    public static void main(String[] args) {
        for (int n : new int[]{0, 5, 20, 21, 30, 50}) {
            System.out.println(n + "! = " + factorial(n));
        }
        BigInteger f100 = factorial(100);
        String digits = f100.toString();
        System.out.println("100! has " + digits.length() + " digits");
        int digitSum = digits.chars().map(ch -> ch - '0').sum();
        System.out.println("digit sum of 100! = " + digitSum);
        System.out.println("fib(100) = " + fib(100));

        BigInteger a = new BigInteger("123456789012345678901234567890");
        BigInteger b = new BigInteger("987654321098765432109876543210");
        System.out.println("a + b = " + a.add(b));
        System.out.println("b - a = " + b.subtract(a));
        System.out.println("a * b = " + a.multiply(b));
        System.out.println("b / a = " + b.divide(a));
        System.out.println("b % a = " + b.mod(a));
        BigInteger[] qr = b.divideAndRemainder(BigInteger.valueOf(97));
        System.out.println("b divmod 97 = " + qr[0] + " r " + qr[1]);
        System.out.println("a - b = " + a.subtract(b) + " signum " + a.subtract(b).signum());
        System.out.println("2^200 = " + BigInteger.TWO.pow(200));
        System.out.println("gcd = " + a.gcd(b));
        System.out.println("compareTo = " + a.compareTo(b) + ", max = " + a.max(b).equals(b));
        System.out.println("modPow = " + BigInteger.valueOf(3).modPow(BigInteger.valueOf(1000), BigInteger.valueOf(1_000_000_007)));
        System.out.println("hex = " + BigInteger.valueOf(255).toString(16) + ", bitLength = " + f100.bitLength());
        System.out.println("isProbablePrime(97) = " + BigInteger.valueOf(97).isProbablePrime(20));
        System.out.println("negate = " + a.negate() + ", abs = " + a.negate().abs());
        System.out.println("sqrt(10^20) = " + BigInteger.TEN.pow(20).sqrt());
        System.out.println("longValue of 2^64+5 = " + BigInteger.TWO.pow(64).add(BigInteger.valueOf(5)).longValue());
    }
}
