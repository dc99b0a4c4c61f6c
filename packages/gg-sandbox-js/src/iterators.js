// Map and Set iterators console.log can preview without consuming them.
//
// node prints `m.keys()` as `[Map Iterator] { 'a', 'b' }` and `m.entries()`
// as `[Map Entries] { [ 'a', 1 ], ... }`: the items the iterator has still
// to give, read through V8's internals. JavaScript cannot read an iterator's
// position, so `installIteratorPreview` wraps, once under wizer, the methods
// that make these iterators (`entries`, `keys`, `values`, `[Symbol.iterator]`)
// to note on each new iterator its collection and kind (private fields added
// to the iterator), and the iterators' `next` to count what it gave. The
// remaining items are then the collection's live items past that count.
//
// That holds while nothing is deleted from the collection: an entry deleted
// before the iterator's position would shift it. So `delete` and `clear` are
// wrapped too, and count deletions on a collection that has a noted
// iterator; an iterator made before a deletion, and not yet done, previews
// as `<items unknown>`, as every iterator did before. Iterators made by the
// engine itself (`new Map(otherMap)`, spread of a Map) never reach the
// program, so they need no note.

const apply = Reflect.apply;
const defineProperty = Object.defineProperty;
const getPrototypeOf = Object.getPrototypeOf;
const MapProto = Map.prototype;
const SetProto = Set.prototype;
const engine = {
  mapEntries: MapProto.entries,
  mapKeys: MapProto.keys,
  mapValues: MapProto.values,
  mapDelete: MapProto.delete,
  mapClear: MapProto.clear,
  setValues: SetProto.values,
  setEntries: SetProto.entries,
  setDelete: SetProto.delete,
  setClear: SetProto.clear,
};
const MapIteratorProto = getPrototypeOf(apply(engine.mapEntries, new Map(), []));
const SetIteratorProto = getPrototypeOf(apply(engine.setValues, new Set(), []));
const mapIteratorNext = MapIteratorProto.next;
const setIteratorNext = SetIteratorProto.next;

const ENTRIES = 0;
const KEYS = 1;
const VALUES = 2;

/** A constructor that returns its argument, so a subclass's fields land on an existing object. */
class Identity {
  constructor(target) {
    return target;
  }
}

/** The deletions counted on a collection that has a noted iterator. */
class Collection extends Identity {
  #deletions = 0;
  static deletions(c) {
    if (!(#deletions in c)) new Collection(c);
    return c.#deletions;
  }
  static deleted(c) {
    if (#deletions in c) c.#deletions++;
  }
}

/** What is noted on an iterator the program made. */
class Noted extends Identity {
  #source;
  #kind;
  #isMap;
  #taken = 0;
  #done = false;
  #deletions;
  constructor(iterator, source, kind, isMap) {
    const deletions = Collection.deletions(source);
    super(iterator);
    this.#source = source;
    this.#kind = kind;
    this.#isMap = isMap;
    this.#deletions = deletions;
  }
  static step(it, result) {
    if (typeof it === 'object' && it !== null && #taken in it) {
      if (result.done) it.#done = true;
      else it.#taken++;
    }
  }
  /** `{ items, keyValue }` of what `it` has still to give, or undefined when that is not known. */
  static preview(it) {
    if (typeof it !== 'object' || it === null || !(#taken in it)) return undefined;
    const keyValue = it.#kind === ENTRIES;
    const items = [];
    if (it.#done) return { items, keyValue };
    const source = it.#source;
    if (Collection.deletions(source) !== it.#deletions) return undefined;
    const fresh = it.#isMap
      ? apply(it.#kind === ENTRIES ? engine.mapEntries : it.#kind === KEYS ? engine.mapKeys : engine.mapValues, source, [])
      : apply(it.#kind === ENTRIES ? engine.setEntries : engine.setValues, source, []);
    const next = it.#isMap ? mapIteratorNext : setIteratorNext;
    let skip = it.#taken;
    for (;;) {
      const r = apply(next, fresh, []);
      if (r.done) break;
      if (skip > 0) skip--;
      else items[items.length] = r.value;
    }
    return { items, keyValue };
  }
}

/** The preview of a Map or Set iterator for inspect.js (see `Noted.preview`). */
export function previewIterator(it) {
  try {
    return Noted.preview(it);
  } catch (_) {
    return undefined;
  }
}

export function installIteratorPreview() {
  const maker = (engineMethod, kind, isMap, name) =>
    ({
      [name]() {
        const it = apply(engineMethod, this, []);
        try {
          new Noted(it, this, kind, isMap);
        } catch (_) {
          // Not noted (a collection that takes no field): it previews as unknown.
        }
        return it;
      },
    })[name];
  const define = (target, key, value) =>
    defineProperty(target, key, { value, writable: true, enumerable: false, configurable: true });

  const mapEntries = maker(engine.mapEntries, ENTRIES, true, 'entries');
  define(MapProto, 'entries', mapEntries);
  define(MapProto, Symbol.iterator, mapEntries);
  define(MapProto, 'keys', maker(engine.mapKeys, KEYS, true, 'keys'));
  define(MapProto, 'values', maker(engine.mapValues, VALUES, true, 'values'));
  const setValues = maker(engine.setValues, VALUES, false, 'values');
  define(SetProto, 'values', setValues);
  define(SetProto, 'keys', setValues);
  define(SetProto, Symbol.iterator, setValues);
  define(SetProto, 'entries', maker(engine.setEntries, ENTRIES, false, 'entries'));

  define(MapIteratorProto, 'next', function next() {
    const r = apply(mapIteratorNext, this, []);
    Noted.step(this, r);
    return r;
  });
  define(SetIteratorProto, 'next', function next() {
    const r = apply(setIteratorNext, this, []);
    Noted.step(this, r);
    return r;
  });
  const deleter = (engineMethod, name) =>
    ({
      [name](key) {
        const removed = apply(engineMethod, this, [key]);
        if (removed) Collection.deleted(this);
        return removed;
      },
    })[name];
  define(MapProto, 'delete', deleter(engine.mapDelete, 'delete'));
  define(SetProto, 'delete', deleter(engine.setDelete, 'delete'));
  const clearer = (engineMethod) =>
    function clear() {
      const r = apply(engineMethod, this, []);
      Collection.deleted(this);
      return r;
    };
  define(MapProto, 'clear', clearer(engine.mapClear));
  define(SetProto, 'clear', clearer(engine.setClear));
}
