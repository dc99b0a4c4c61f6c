package gg.internal;

import java.util.AbstractList;
import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.RandomAccess;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;
import java.util.stream.Collector;
import java.util.stream.Collectors;

/**
 * The JDK's unmodifiable collections' answers to {@code null}, around TeaVM's: the lists, sets
 * and maps of {@code List.of}/{@code copyOf}, {@code Set.of}/{@code copyOf} and
 * {@code Map.of}/{@code ofEntries}/{@code copyOf} hold no null, and the JDK 17 ones throw
 * {@code NullPointerException} when asked about one ({@code contains}, {@code indexOf},
 * {@code lastIndexOf}, {@code containsKey}, {@code containsValue}, {@code get},
 * {@code getOrDefault}), where TeaVM's answered {@code false}, {@code -1} or {@code null} (its
 * {@code List.of()} and {@code List.of(e)} are {@code Collections.emptyList}/{@code singletonList},
 * which answer so in the JDK too). Every mutator throws {@code UnsupportedOperationException}, even
 * one that would change nothing, as the JDK's do. {@link JdkFidelity} wraps each factory's result,
 * and points {@code Collectors.toUnmodifiableList}/{@code Set} here.
 */
public final class JdkCollections {
    private JdkCollections() {
    }

    public static List<Object> list(List<Object> list) {
        return list instanceof NonNullList ? list : new NonNullList(list);
    }

    public static Set<Object> set(Set<Object> set) {
        return set instanceof NonNullSet ? set : new NonNullSet(set);
    }

    public static Map<Object, Object> map(Map<Object, Object> map) {
        return map instanceof NonNullMap ? map : new NonNullMap(map);
    }

    /** {@code Collectors.toUnmodifiableList()}: the list {@code List.copyOf} makes (TeaVM's was a view). */
    public static Collector<Object, ?, List<Object>> toUnmodifiableList() {
        return Collectors.collectingAndThen(Collectors.toList(), List::copyOf);
    }

    /** {@code Collectors.toUnmodifiableSet()}: the set {@code Set.copyOf} makes. */
    public static Collector<Object, ?, Set<Object>> toUnmodifiableSet() {
        return Collectors.collectingAndThen(Collectors.toSet(), Set::copyOf);
    }

    private static UnsupportedOperationException refused() {
        return new UnsupportedOperationException();
    }

    static final class NonNullList extends AbstractList<Object> implements RandomAccess {
        private final List<Object> items;

        NonNullList(List<Object> items) {
            this.items = items;
        }

        @Override
        public Object get(int index) {
            return items.get(index);
        }

        @Override
        public int size() {
            return items.size();
        }

        @Override
        public boolean contains(Object o) {
            return indexOf(o) >= 0;
        }

        @Override
        public int indexOf(Object o) {
            return items.indexOf(Objects.requireNonNull(o));
        }

        @Override
        public int lastIndexOf(Object o) {
            return items.lastIndexOf(Objects.requireNonNull(o));
        }

        @Override
        public boolean add(Object e) {
            throw refused();
        }

        @Override
        public void add(int index, Object e) {
            throw refused();
        }

        @Override
        public boolean addAll(Collection<?> c) {
            throw refused();
        }

        @Override
        public boolean addAll(int index, Collection<?> c) {
            throw refused();
        }

        @Override
        public void clear() {
            throw refused();
        }

        @Override
        public boolean remove(Object o) {
            throw refused();
        }

        @Override
        public Object remove(int index) {
            throw refused();
        }

        @Override
        public boolean removeAll(Collection<?> c) {
            throw refused();
        }

        @Override
        public boolean removeIf(Predicate<? super Object> filter) {
            throw refused();
        }

        @Override
        public boolean retainAll(Collection<?> c) {
            throw refused();
        }

        @Override
        public void replaceAll(UnaryOperator<Object> operator) {
            throw refused();
        }

        @Override
        public Object set(int index, Object e) {
            throw refused();
        }

        @Override
        public void sort(Comparator<? super Object> c) {
            throw refused();
        }
    }

    static final class NonNullSet extends AbstractSet<Object> {
        private final Set<Object> items;

        NonNullSet(Set<Object> items) {
            this.items = items;
        }

        @Override
        public int size() {
            return items.size();
        }

        @Override
        public boolean contains(Object o) {
            return items.contains(Objects.requireNonNull(o));
        }

        @Override
        public Iterator<Object> iterator() {
            return Collections.unmodifiableSet(items).iterator();
        }

        @Override
        public boolean equals(Object o) {
            if (o == this) {
                return true;
            }
            if (!(o instanceof Set) || ((Set<?>) o).size() != size()) {
                return false;
            }
            for (Object e : (Set<?>) o) {
                if (e == null || !items.contains(e)) {
                    return false;
                }
            }
            return true;
        }

        @Override
        public int hashCode() {
            return items.hashCode();
        }

        @Override
        public boolean add(Object e) {
            throw refused();
        }

        @Override
        public boolean addAll(Collection<?> c) {
            throw refused();
        }

        @Override
        public void clear() {
            throw refused();
        }

        @Override
        public boolean remove(Object o) {
            throw refused();
        }

        @Override
        public boolean removeAll(Collection<?> c) {
            throw refused();
        }

        @Override
        public boolean removeIf(Predicate<? super Object> filter) {
            throw refused();
        }

        @Override
        public boolean retainAll(Collection<?> c) {
            throw refused();
        }
    }

    static final class NonNullMap extends AbstractMap<Object, Object> {
        private final Map<Object, Object> items;

        NonNullMap(Map<Object, Object> items) {
            this.items = items;
        }

        @Override
        public int size() {
            return items.size();
        }

        @Override
        public boolean isEmpty() {
            return items.isEmpty();
        }

        @Override
        public Object get(Object key) {
            return items.get(Objects.requireNonNull(key));
        }

        @Override
        public Object getOrDefault(Object key, Object defaultValue) {
            Object value = get(key);
            return value != null ? value : defaultValue;
        }

        @Override
        public boolean containsKey(Object key) {
            return items.containsKey(Objects.requireNonNull(key));
        }

        @Override
        public boolean containsValue(Object value) {
            return items.containsValue(Objects.requireNonNull(value));
        }

        @Override
        public Set<Map.Entry<Object, Object>> entrySet() {
            return Collections.unmodifiableMap(items).entrySet();
        }

        @Override
        public Object put(Object key, Object value) {
            throw refused();
        }

        @Override
        public void putAll(Map<?, ?> m) {
            throw refused();
        }

        @Override
        public Object remove(Object key) {
            throw refused();
        }

        @Override
        public boolean remove(Object key, Object value) {
            throw refused();
        }

        @Override
        public void clear() {
            throw refused();
        }

        @Override
        public Object putIfAbsent(Object key, Object value) {
            throw refused();
        }

        @Override
        public boolean replace(Object key, Object oldValue, Object newValue) {
            throw refused();
        }

        @Override
        public Object replace(Object key, Object value) {
            throw refused();
        }

        @Override
        public void replaceAll(BiFunction<? super Object, ? super Object, ?> function) {
            throw refused();
        }

        @Override
        public Object computeIfAbsent(Object key, Function<? super Object, ?> mappingFunction) {
            throw refused();
        }

        @Override
        public Object computeIfPresent(Object key, BiFunction<? super Object, ? super Object, ?> function) {
            throw refused();
        }

        @Override
        public Object compute(Object key, BiFunction<? super Object, ? super Object, ?> function) {
            throw refused();
        }

        @Override
        public Object merge(Object key, Object value, BiFunction<? super Object, ? super Object, ?> function) {
            throw refused();
        }
    }
}
