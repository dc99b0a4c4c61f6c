package org.teavm.classlib.java.util;

import org.teavm.classlib.java.io.TSerializable;
import org.teavm.classlib.java.lang.TCloneNotSupportedException;
import org.teavm.classlib.java.lang.TCloneable;
import org.teavm.classlib.java.lang.TObject;
import org.teavm.interop.Rename;

/**
 * gg's {@code java.util.HashSet}, replacing TeaVM's: the keys of a {@link THashMap}, sized as the
 * JDK 17 javadoc says ({@code HashSet(Collection)} asks for {@code max(size / .75 + 1, 16)}), so
 * that its order is the JDK's. TeaVM's {@code TLinkedHashSet} extends it over a linked map.
 */
public class THashSet<E> extends TAbstractSet<E> implements TCloneable, TSerializable {
    transient THashMap<E, THashSet<E>> backingMap;

    public THashSet() {
        this(new THashMap<>());
    }

    public THashSet(int capacity) {
        this(new THashMap<>(capacity));
    }

    public THashSet(int capacity, float loadFactor) {
        this(new THashMap<>(capacity, loadFactor));
    }

    public THashSet(TCollection<? extends E> collection) {
        this(new THashMap<>(Math.max((int) (collection.size() / .75f) + 1, 16)));
        for (TIterator<? extends E> it = collection.iterator(); it.hasNext();) {
            add(it.next());
        }
    }

    THashSet(THashMap<E, THashSet<E>> backingMap) {
        this.backingMap = backingMap;
    }

    @Override
    public boolean add(E object) {
        return backingMap.put(object, this) == null;
    }

    @Override
    public void clear() {
        backingMap.clear();
    }

    @Rename("clone")
    @SuppressWarnings("unchecked")
    public TObject clone0() {
        try {
            THashSet<E> copy = (THashSet<E>) super.clone();
            // As the JDK's clone of the map: an empty map of the same kind given every entry.
            copy.backingMap = backingMap instanceof TLinkedHashMap
                    ? new TLinkedHashMap<>(backingMap)
                    : new THashMap<>(backingMap);
            return (TObject) (Object) copy;
        } catch (TCloneNotSupportedException e) {
            return null;
        }
    }

    @Override
    public boolean contains(Object object) {
        return backingMap.containsKey(object);
    }

    @Override
    public boolean isEmpty() {
        return backingMap.isEmpty();
    }

    @Override
    public TIterator<E> iterator() {
        return backingMap.keySet().iterator();
    }

    @Override
    public boolean remove(Object object) {
        return backingMap.remove(object) != null;
    }

    @Override
    public int size() {
        return backingMap.size();
    }

    public static <T> THashSet<T> newHashSet(int numElements) {
        if (numElements < 0) {
            throw new IllegalArgumentException("Negative number of elements: " + numElements);
        }
        return new THashSet<>(THashMap.capacity(numElements));
    }
}
