import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

class Program {
    static boolean[] sieve(int limit) {
        boolean[] composite = new boolean[limit + 1];
        composite[0] = composite[1] = true;
        for (int i = 2; (long) i * i <= limit; i++) {
            if (!composite[i]) {
                for (int j = i * i; j <= limit; j += i) composite[j] = true;
            }
        }
        return composite;
    }

    static List<Integer> factorize(int n) {
        List<Integer> factors = new ArrayList<>();
        for (int p = 2; (long) p * p <= n; p++) {
            while (n % p == 0) {
                factors.add(p);
                n /= p;
            }
        }
        if (n > 1) factors.add(n);
        return factors;
    }

    public static void main(String[] args) {
        int limit = 100;
        boolean[] composite = sieve(limit);
        List<Integer> primes = new ArrayList<>();
        for (int i = 2; i <= limit; i++) if (!composite[i]) primes.add(i);
        System.out.println("Primes up to " + limit + " (" + primes.size() + "): " + primes);

        boolean[] big = sieve(1_000_000);
        int count = 0, last = 0;
        for (int i = 0; i <= 1_000_000; i++) if (!big[i]) { count++; last = i; }
        System.out.println("Primes below one million: " + count + ", largest " + last);

        int twins = 0;
        for (int i = 3; i + 2 <= 1000; i += 2) if (!big[i] && !big[i + 2]) twins++;
        System.out.println("Twin prime pairs below 1000: " + twins);

        for (int n : new int[]{360, 97, 1001, 65536, 999999, 2147483646}) {
            System.out.println(n + " = " + factorize(n));
        }

        BitSet bits = new BitSet(50);
        bits.set(2, 50);
        for (int i = 2; i * i < 50; i++) {
            if (bits.get(i)) for (int j = i * i; j < 50; j += i) bits.clear(j);
        }
        System.out.println("BitSet primes < 50: " + bits + " cardinality " + bits.cardinality());

        int goldbach = 100;
        StringBuilder sb = new StringBuilder();
        for (int p : primes) {
            if (p > goldbach / 2) break;
            if (!composite[goldbach - p]) sb.append(p).append("+").append(goldbach - p).append(" ");
        }
        System.out.println("Goldbach partitions of 100: " + sb.toString().trim());
    }
}
