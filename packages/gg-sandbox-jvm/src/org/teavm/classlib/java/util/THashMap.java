package org.teavm.classlib.java.util;

import java.util.Objects;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.teavm.classlib.java.io.TSerializable;
import org.teavm.classlib.java.lang.TCloneNotSupportedException;
import org.teavm.classlib.java.lang.TCloneable;
import org.teavm.classlib.java.lang.TObject;
import org.teavm.interop.Rename;

/**
 * gg's {@code java.util.HashMap}, replacing TeaVM's so that iteration order is the JDK's, written
 * from the JDK 17 javadoc and its documented table layout: a power-of-two table; a bucket index of
 * {@code (h ^ (h >>> 16)) & (n - 1)}; {@code put} appends to its bucket's chain and
 * {@code compute}/{@code computeIfAbsent}/{@code merge} put a new entry first in it (after growing
 * a table already past its threshold); the table doubles past {@code capacity * loadFactor},
 * keeping each chain's order; a chain reaching 8 (9 through {@code put}) in a table under 64 also
 * doubles it; a new map's capacity is the next power of two of the one asked for, and
 * {@code putAll} into a map with no table yet, the copy constructor and {@code clone} size it for
 * {@code size / loadFactor + 1}. The JDK turns a long chain in a table of 64 or more into a tree,
 * which changes its order; gg keeps the chain (only colliding hashes get there).
 *
 * <p>TeaVM's {@code TLinkedHashMap} extends this class and uses its fields and package methods
 * ({@code elementData}, {@code findNonNullKeyEntry}, {@code rehash}, {@code removeEntry}...). It
 * indexes a bucket by the unspread hash, so a linked map keeps that index; its order is its own
 * list's.
 */
public class THashMap<K, V> extends TAbstractMap<K, V> implements TCloneable, TSerializable {
    private static final int MAXIMUM_CAPACITY = 1 << 30;
    private static final int TREEIFY_CAPACITY = 64;

    transient int elementCount;
    transient HashEntry<K, V>[] elementData;
    transient int modCount;
    final float loadFactor;
    int threshold;
    /** Whether the JDK would have allocated its table by now (it does on the first insertion). */
    private transient boolean allocated;
    /** The JDK's threshold before its table exists: the capacity asked for, or 0 for the default. */
    private transient int initialCapacity;
    /** A plain map spreads the hash; TeaVM's linked map indexes by the hash as it is. */
    private final boolean spread;
    private transient TSet<TMap.Entry<K, V>> cachedEntrySet;

    static class HashEntry<K, V> extends TMapEntry<K, V> {
        final int origKeyHash;
        HashEntry<K, V> next;

        HashEntry(K key, int hash) {
            super(key, null);
            origKeyHash = hash;
        }

        HashEntry(K key, V value) {
            super(key, value);
            origKeyHash = Objects.hashCode(key);
        }

        @Override
        @SuppressWarnings("unchecked")
        public Object clone() {
            HashEntry<K, V> copy = (HashEntry<K, V>) super.clone();
            if (next != null) {
                copy.next = (HashEntry<K, V>) next.clone();
            }
            return copy;
        }
    }

    @SuppressWarnings("unchecked")
    HashEntry<K, V>[] newElementArray(int s) {
        return new HashEntry[s];
    }

    public THashMap() {
        loadFactor = 0.75f;
        spread = !(this instanceof TLinkedHashMap);
        setTable(16);
    }

    public THashMap(int capacity) {
        this(capacity, 0.75f);
    }

    public THashMap(int capacity, float loadFactor) {
        if (capacity < 0) {
            throw new IllegalArgumentException("Illegal initial capacity: " + capacity);
        }
        if (loadFactor <= 0 || Float.isNaN(loadFactor)) {
            throw new IllegalArgumentException("Illegal load factor: " + loadFactor);
        }
        this.loadFactor = loadFactor;
        spread = !(this instanceof TLinkedHashMap);
        initialCapacity = tableSizeFor(capacity);
        setTable(initialCapacity);
    }

    public THashMap(TMap<? extends K, ? extends V> map) {
        this();
        putAll(map);
    }

    /** The smallest power of two at least {@code c} (1 for 0), capped. */
    static int tableSizeFor(int c) {
        if (c <= 1) {
            return 1;
        }
        int n = -1 >>> Integer.numberOfLeadingZeros(c - 1);
        return n >= MAXIMUM_CAPACITY ? MAXIMUM_CAPACITY : n + 1;
    }

    /** An empty table of {@code capacity} and its threshold. */
    private void setTable(int capacity) {
        elementData = newElementArray(capacity);
        float ft = capacity * loadFactor;
        threshold = capacity < MAXIMUM_CAPACITY && ft < MAXIMUM_CAPACITY ? (int) ft : Integer.MAX_VALUE;
    }

    final int indexOf(int hash, int length) {
        int h = spread ? hash ^ (hash >>> 16) : hash;
        return h & (length - 1);
    }

    /** Doubles the table as the JDK does, keeping each chain's order. */
    private void resize() {
        int oldCapacity = elementData.length;
        if (oldCapacity >= MAXIMUM_CAPACITY) {
            threshold = Integer.MAX_VALUE;
            return;
        }
        int newCapacity = oldCapacity << 1;
        int newThreshold;
        if (newCapacity < MAXIMUM_CAPACITY && oldCapacity >= 16) {
            newThreshold = threshold << 1;
        } else {
            float ft = newCapacity * loadFactor;
            newThreshold = newCapacity < MAXIMUM_CAPACITY && ft < MAXIMUM_CAPACITY ? (int) ft : Integer.MAX_VALUE;
        }
        moveTo(newCapacity);
        threshold = newThreshold;
    }

    /** Moves every entry to a new table of {@code capacity}, appending in the old table's order. */
    private void moveTo(int capacity) {
        HashEntry<K, V>[] old = elementData;
        HashEntry<K, V>[] table = newElementArray(capacity);
        HashEntry<K, V>[] tails = newElementArray(capacity);
        for (HashEntry<K, V> head : old) {
            HashEntry<K, V> e = head;
            while (e != null) {
                HashEntry<K, V> next = e.next;
                e.next = null;
                int index = indexOf(e.origKeyHash, capacity);
                if (tails[index] == null) {
                    table[index] = e;
                } else {
                    tails[index].next = e;
                }
                tails[index] = e;
                e = next;
            }
        }
        elementData = table;
    }

    void rehash(int capacity) {
        while (capacity > threshold && elementData.length < MAXIMUM_CAPACITY) {
            resize();
        }
    }

    void rehash() {
        resize();
    }

    /** A chain grew long: the JDK doubles a table under 64 rather than make the chain a tree. */
    private void longChain() {
        if (elementData.length < TREEIFY_CAPACITY) {
            resize();
        }
    }

    @Override
    public void clear() {
        if (elementCount > 0) {
            elementCount = 0;
            java.util.Arrays.fill(elementData, null);
        }
        modCount++;
    }

    @Rename("clone")
    @SuppressWarnings("unchecked")
    public TObject clone0() {
        try {
            THashMap<K, V> map = (THashMap<K, V>) super.clone();
            map.elementCount = 0;
            map.modCount = 0;
            map.cachedEntrySet = null;
            map.allocated = false;
            map.initialCapacity = 0;
            map.setTable(spread ? 16 : elementData.length);
            map.putAll(this);
            return (TObject) (Object) map;
        } catch (TCloneNotSupportedException e) {
            return null;
        }
    }

    @Override
    public boolean containsKey(Object key) {
        return entryByKey(key) != null;
    }

    @Override
    public boolean containsValue(Object value) {
        for (HashEntry<K, V> head : elementData) {
            for (HashEntry<K, V> e = head; e != null; e = e.next) {
                if (Objects.equals(value, e.value)) {
                    return true;
                }
            }
        }
        return false;
    }

    @Override
    public V get(Object key) {
        HashEntry<K, V> e = entryByKey(key);
        return e != null ? e.value : null;
    }

    @Override
    public V getOrDefault(Object key, V defaultValue) {
        HashEntry<K, V> e = entryByKey(key);
        return e != null ? e.value : defaultValue;
    }

    final HashEntry<K, V> entryByKey(Object key) {
        if (key == null) {
            return findNullKeyEntry();
        }
        int hash = key.hashCode();
        return findNonNullKeyEntry(key, indexOf(hash, elementData.length), hash);
    }

    final HashEntry<K, V> findNonNullKeyEntry(Object key, int index, int keyHash) {
        for (HashEntry<K, V> e = elementData[index]; e != null; e = e.next) {
            if (e.origKeyHash == keyHash && areEqualKeys(key, e.key)) {
                return e;
            }
        }
        return null;
    }

    final HashEntry<K, V> findNullKeyEntry() {
        for (HashEntry<K, V> e = elementData[0]; e != null; e = e.next) {
            if (e.key == null) {
                return e;
            }
        }
        return null;
    }

    @Override
    public boolean isEmpty() {
        return elementCount == 0;
    }

    @Override
    public int size() {
        return elementCount;
    }

    @Override
    public V put(K key, V value) {
        return putValue(key, value, false);
    }

    @Override
    public V putIfAbsent(K key, V value) {
        if (!spread) {
            return super.putIfAbsent(key, value);
        }
        return putValue(key, value, true);
    }

    /** The JDK's {@code putVal}: a new entry goes last in its bucket's chain. */
    private V putValue(K key, V value, boolean onlyIfAbsent) {
        allocated = true;
        int hash = Objects.hashCode(key);
        int index = indexOf(hash, elementData.length);
        HashEntry<K, V> last = null;
        int chain = 0;
        for (HashEntry<K, V> e = elementData[index]; e != null; e = e.next) {
            if (e.origKeyHash == hash && areEqualKeys(key, e.key)) {
                V old = e.value;
                if (!onlyIfAbsent || old == null) {
                    e.value = value;
                }
                return old;
            }
            last = e;
            chain++;
        }
        HashEntry<K, V> entry = new HashEntry<>(key, hash);
        entry.value = value;
        if (last == null) {
            elementData[index] = entry;
        } else {
            last.next = entry;
        }
        if (chain >= 8) {
            longChain();
        }
        modCount++;
        if (++elementCount > threshold) {
            resize();
        }
        return null;
    }

    /**
     * Where a {@code compute}-family method finds {@code key}: its entry, or null. Grows a table
     * already past its threshold first, as the JDK's do.
     */
    private HashEntry<K, V> prepareCompute(Object key) {
        allocated = true;
        if (elementCount > threshold) {
            resize();
        }
        return entryByKey(key);
    }

    /** A new entry first in its bucket's chain, as the JDK's {@code compute} family adds one. */
    private void addFirst(K key, V value) {
        int hash = Objects.hashCode(key);
        int index = indexOf(hash, elementData.length);
        int chain = 0;
        for (HashEntry<K, V> e = elementData[index]; e != null; e = e.next) {
            chain++;
        }
        HashEntry<K, V> entry = new HashEntry<>(key, hash);
        entry.value = value;
        entry.next = elementData[index];
        elementData[index] = entry;
        if (chain >= 7) {
            longChain();
        }
        modCount++;
        elementCount++;
    }

    @Override
    public V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
        if (!spread) {
            return super.computeIfAbsent(key, mappingFunction);
        }
        Objects.requireNonNull(mappingFunction);
        HashEntry<K, V> old = prepareCompute(key);
        if (old != null && old.value != null) {
            return old.value;
        }
        int expected = modCount;
        V value = mappingFunction.apply(key);
        if (expected != modCount) {
            throw new TConcurrentModificationException();
        }
        if (value == null) {
            return null;
        }
        if (old != null) {
            old.value = value;
            return value;
        }
        addFirst(key, value);
        return value;
    }

    @Override
    public V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (!spread) {
            return super.computeIfPresent(key, remappingFunction);
        }
        Objects.requireNonNull(remappingFunction);
        HashEntry<K, V> old = entryByKey(key);
        if (old == null || old.value == null) {
            return null;
        }
        int expected = modCount;
        V value = remappingFunction.apply(key, old.value);
        if (expected != modCount) {
            throw new TConcurrentModificationException();
        }
        if (value == null) {
            removeEntry(old);
            return null;
        }
        old.value = value;
        return value;
    }

    @Override
    public V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (!spread) {
            return super.compute(key, remappingFunction);
        }
        Objects.requireNonNull(remappingFunction);
        HashEntry<K, V> old = prepareCompute(key);
        V oldValue = old != null ? old.value : null;
        int expected = modCount;
        V value = remappingFunction.apply(key, oldValue);
        if (expected != modCount) {
            throw new TConcurrentModificationException();
        }
        if (old != null) {
            if (value != null) {
                old.value = value;
            } else {
                removeEntry(old);
            }
        } else if (value != null) {
            addFirst(key, value);
        }
        return value;
    }

    @Override
    public V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
        if (!spread) {
            return super.merge(key, value, remappingFunction);
        }
        if (value == null || remappingFunction == null) {
            throw new NullPointerException();
        }
        HashEntry<K, V> old = prepareCompute(key);
        if (old != null) {
            V merged;
            if (old.value != null) {
                int expected = modCount;
                merged = remappingFunction.apply(old.value, value);
                if (expected != modCount) {
                    throw new TConcurrentModificationException();
                }
            } else {
                merged = value;
            }
            if (merged != null) {
                old.value = merged;
            } else {
                removeEntry(old);
            }
            return merged;
        }
        addFirst(key, value);
        return value;
    }

    @Override
    public void putAll(TMap<? extends K, ? extends V> map) {
        int s = map.size();
        if (s == 0) {
            return;
        }
        if (spread) {
            if (!allocated) {
                float ft = s / loadFactor + 1.0f;
                int t = ft < MAXIMUM_CAPACITY ? (int) ft : MAXIMUM_CAPACITY;
                if (t > initialCapacity) {
                    initialCapacity = tableSizeFor(t);
                    setTable(initialCapacity);
                }
            } else {
                while (s > threshold && elementData.length < MAXIMUM_CAPACITY) {
                    resize();
                }
            }
        }
        putAllImpl(map);
    }

    void putAllImpl(TMap<? extends K, ? extends V> map) {
        for (TIterator<? extends TMap.Entry<? extends K, ? extends V>> it = map.entrySet().iterator();
                it.hasNext();) {
            TMap.Entry<? extends K, ? extends V> e = it.next();
            put(e.getKey(), e.getValue());
        }
    }

    @Override
    public V remove(Object key) {
        HashEntry<K, V> e = removeByKey(key);
        return e != null ? e.value : null;
    }

    /** Unlinks {@code entry} from its chain. */
    final void removeEntry(HashEntry<K, V> entry) {
        int index = entry.key == null ? 0 : indexOf(entry.origKeyHash, elementData.length);
        HashEntry<K, V> e = elementData[index];
        if (e == entry) {
            elementData[index] = entry.next;
        } else {
            while (e != null && e.next != entry) {
                e = e.next;
            }
            if (e == null) {
                return;
            }
            e.next = entry.next;
        }
        modCount++;
        elementCount--;
    }

    final HashEntry<K, V> removeByKey(Object key) {
        int hash = Objects.hashCode(key);
        int index = key == null ? 0 : indexOf(hash, elementData.length);
        HashEntry<K, V> previous = null;
        for (HashEntry<K, V> e = elementData[index]; e != null; e = e.next) {
            if (e.origKeyHash == hash && areEqualKeys(key, e.key)) {
                if (previous == null) {
                    elementData[index] = e.next;
                } else {
                    previous.next = e.next;
                }
                modCount++;
                elementCount--;
                return e;
            }
            previous = e;
        }
        return null;
    }

    @Override
    public TSet<TMap.Entry<K, V>> entrySet() {
        if (cachedEntrySet == null) {
            cachedEntrySet = new EntrySet();
        }
        return cachedEntrySet;
    }

    @Override
    public TSet<K> keySet() {
        if (cachedKeySet == null) {
            cachedKeySet = new KeySet();
        }
        return cachedKeySet;
    }

    @Override
    public TCollection<V> values() {
        if (cachedValues == null) {
            cachedValues = new Values();
        }
        return cachedValues;
    }

    @Override
    public void forEach(BiConsumer<? super K, ? super V> action) {
        Objects.requireNonNull(action);
        int expected = modCount;
        for (HashEntry<K, V> head : elementData) {
            for (HashEntry<K, V> e = head; e != null; e = e.next) {
                action.accept(e.key, e.value);
            }
        }
        if (expected != modCount) {
            throw new TConcurrentModificationException();
        }
    }

    @Override
    public void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
        Objects.requireNonNull(function);
        int expected = modCount;
        for (HashEntry<K, V> head : elementData) {
            for (HashEntry<K, V> e = head; e != null; e = e.next) {
                e.value = function.apply(e.key, e.value);
            }
        }
        if (expected != modCount) {
            throw new TConcurrentModificationException();
        }
    }

    static boolean areEqualKeys(Object key1, Object key2) {
        return key1 == key2 || key1.equals(key2);
    }

    static int capacity(int size) {
        return (int) Math.ceil(size / 0.75);
    }

    public static <K, V> THashMap<K, V> newHashMap(int numMappings) {
        if (numMappings < 0) {
            throw new IllegalArgumentException("Negative number of mappings: " + numMappings);
        }
        return new THashMap<>(capacity(numMappings));
    }

    /** Walks the table in bucket order, each chain from its head. */
    private abstract class HashIterator {
        private int bucket;
        private HashEntry<K, V> next;
        private HashEntry<K, V> current;
        private int expectedModCount = modCount;

        HashIterator() {
            advance(null);
        }

        private void advance(HashEntry<K, V> from) {
            HashEntry<K, V> e = from != null ? from.next : null;
            HashEntry<K, V>[] table = elementData;
            while (e == null && bucket < table.length) {
                e = table[bucket++];
            }
            next = e;
        }

        public boolean hasNext() {
            return next != null;
        }

        final HashEntry<K, V> nextEntry() {
            if (modCount != expectedModCount) {
                throw new TConcurrentModificationException();
            }
            HashEntry<K, V> e = next;
            if (e == null) {
                throw new TNoSuchElementException();
            }
            current = e;
            advance(e);
            return e;
        }

        public void remove() {
            if (current == null) {
                throw new IllegalStateException();
            }
            if (modCount != expectedModCount) {
                throw new TConcurrentModificationException();
            }
            removeEntry(current);
            current = null;
            expectedModCount = modCount;
        }
    }

    private final class KeyIterator extends HashIterator implements TIterator<K> {
        @Override
        public K next() {
            return nextEntry().key;
        }
    }

    private final class ValueIterator extends HashIterator implements TIterator<V> {
        @Override
        public V next() {
            return nextEntry().value;
        }
    }

    private final class EntryIterator extends HashIterator implements TIterator<TMap.Entry<K, V>> {
        @Override
        public TMap.Entry<K, V> next() {
            return nextEntry();
        }
    }

    private final class KeySet extends TAbstractSet<K> {
        @Override
        public int size() {
            return elementCount;
        }

        @Override
        public void clear() {
            THashMap.this.clear();
        }

        @Override
        public boolean contains(Object o) {
            return containsKey(o);
        }

        @Override
        public boolean remove(Object o) {
            return removeByKey(o) != null;
        }

        @Override
        public TIterator<K> iterator() {
            return new KeyIterator();
        }
    }

    private final class Values extends TAbstractCollection<V> {
        @Override
        public int size() {
            return elementCount;
        }

        @Override
        public void clear() {
            THashMap.this.clear();
        }

        @Override
        public boolean contains(Object o) {
            return containsValue(o);
        }

        @Override
        public TIterator<V> iterator() {
            return new ValueIterator();
        }
    }

    private final class EntrySet extends TAbstractSet<TMap.Entry<K, V>> {
        @Override
        public int size() {
            return elementCount;
        }

        @Override
        public void clear() {
            THashMap.this.clear();
        }

        @Override
        public boolean contains(Object o) {
            if (!(o instanceof TMap.Entry)) {
                return false;
            }
            TMap.Entry<?, ?> entry = (TMap.Entry<?, ?>) o;
            HashEntry<K, V> e = entryByKey(entry.getKey());
            return e != null && Objects.equals(e.value, entry.getValue());
        }

        @Override
        public boolean remove(Object o) {
            if (!contains(o)) {
                return false;
            }
            removeByKey(((TMap.Entry<?, ?>) o).getKey());
            return true;
        }

        @Override
        public TIterator<TMap.Entry<K, V>> iterator() {
            return new EntryIterator();
        }
    }
}
