import java.util.LinkedHashMap;
import java.util.Map;

class Program {
    static class LRUCache<K, V> extends LinkedHashMap<K, V> {
        private final int capacity;
        int evictions = 0;

        LRUCache(int capacity) {
            super(16, 0.75f, true);
            this.capacity = capacity;
        }

        @Override
        protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
            boolean evict = size() > capacity;
            if (evict) {
                evictions++;
                System.out.println("  evicting " + eldest.getKey() + "=" + eldest.getValue());
            }
            return evict;
        }
    }

    static int slowSquare(int n, LRUCache<Integer, Integer> cache, int[] misses) {
        Integer cached = cache.get(n);
        if (cached != null) return cached;
        misses[0]++;
        int result = n * n;
        cache.put(n, result);
        return result;
    }

    public static void main(String[] args) {
        LRUCache<String, Integer> cache = new LRUCache<>(3);
        cache.put("a", 1);
        cache.put("b", 2);
        cache.put("c", 3);
        System.out.println("initial: " + cache);
        cache.get("a");
        System.out.println("after get(a): " + cache);
        cache.put("d", 4);
        System.out.println("after put(d): " + cache);
        cache.put("c", 30);
        System.out.println("after update c: " + cache);
        cache.put("e", 5);
        System.out.println("after put(e): " + cache);
        System.out.println("get(b) = " + cache.get("b") + ", getOrDefault(z) = " + cache.getOrDefault("z", -1));

        LRUCache<Integer, Integer> squares = new LRUCache<>(4);
        int[] misses = {0};
        int[] requests = {1, 2, 3, 1, 4, 5, 2, 1, 3, 3, 6, 1};
        long total = 0;
        for (int r : requests) total += slowSquare(r, squares, misses);
        System.out.println("requests " + requests.length + ", misses " + misses[0] + ", hits " + (requests.length - misses[0])
                + ", evictions " + squares.evictions + ", total " + total);
        System.out.println("final cache order (LRU first): " + squares.keySet());

        LinkedHashMap<String, Integer> insertionOrder = new LinkedHashMap<>();
        insertionOrder.put("z", 26);
        insertionOrder.put("m", 13);
        insertionOrder.put("a", 1);
        insertionOrder.get("z");
        insertionOrder.put("m", 130);
        System.out.println("insertion-ordered map: " + insertionOrder);
    }
}
