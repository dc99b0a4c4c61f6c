// Array.prototype.sort and toSorted with a comparator, in V8's order.
//
// Both engines sort stably, so a consistent comparator gives one answer in
// either. An inconsistent one (`(a, b) => a > b`, `a - b` over NaN) gives an
// implementation-defined order, and models print it: node's is that of V8's
// TimSort (the merge strategy of CPython's listsort before 3.11: natural runs,
// binary insertion up to a minimum run length, the run-stack invariants, and
// galloping merges). SpiderMonkey's is a merge sort. `installSort` replaces
// the two methods, once under wizer, with TimSort written here from that
// published description; a call without a comparator keeps the engine's sort
// (its comparison, by string, is consistent). A typed array's sort and
// toSorted with a comparator are V8's too: a plain top-down merge sort.
//
// As the specification says, the elements are read into a list (holes
// skipped by `sort`, read as undefined by `toSorted`), `undefined`s go last
// without reaching the comparator, and the list is written back; the
// comparator's result is a number, NaN counting as 0. A comparator that
// throws leaves the array as it was.

const apply = Reflect.apply;
const defineProperty = Object.defineProperty;
const getPrototypeOf = Object.getPrototypeOf;
const getOwnPropertyDescriptor = Object.getOwnPropertyDescriptor;
const ObjectCtor = Object;
const NumberCtor = Number;
const ArrayCtor = Array;
const RangeErrorCtor = RangeError;
const TypeErrorCtor = TypeError;
const floor = Math.floor;
const engineSort = Array.prototype.sort;
const engineToSorted = Array.prototype.toSorted;

const MIN_GALLOP = 7;
/** Beyond this length (a sparse array), the engine's sort: the order is the same unless the comparator is inconsistent. */
const MAX_LENGTH = 1 << 24;

/** The minimum run length for `n` elements: n itself below 64, else between 32 and 64 so that n / minrun is a power of two or just below one. */
function minRunLength(n) {
  let low = 0;
  while (n >= 64) {
    low |= n & 1;
    n >>= 1;
  }
  return n + low;
}

/** `length` elements of `list` from `start`, as a new array. */
function copy(list, start, length) {
  const out = new ArrayCtor(length);
  for (let i = 0; i < length; i++) out[i] = list[start + i];
  return out;
}

/** One sort: the list, the comparator and the merge state. */
class TimSort {
  constructor(list, comparator) {
    this.a = list;
    this.comparator = comparator;
    this.minGallop = MIN_GALLOP;
    this.runBase = [];
    this.runLength = [];
    this.runs = 0;
  }

  sort() {
    const a = this.a;
    const n = a.length;
    if (n < 2) return;
    const minRun = minRunLength(n);
    let low = 0;
    let remaining = n;
    while (remaining !== 0) {
      let run = this.naturalRun(low, low + remaining);
      if (run < minRun) {
        const forced = remaining < minRun ? remaining : minRun;
        this.insertionSort(low, low + forced, low + run);
        run = forced;
      }
      this.runBase[this.runs] = low;
      this.runLength[this.runs] = run;
      this.runs++;
      this.collapse();
      low += run;
      remaining -= run;
    }
    this.forceCollapse();
  }

  /** The length of the run at `low` (below `high`); a strictly descending one is reversed in place. */
  naturalRun(low, high) {
    const cmp = this.comparator;
    const a = this.a;
    if (low + 1 === high) return 1;
    let i = low + 1;
    let length = 2;
    const descending = +cmp(a[i], a[i - 1]) < 0;
    for (i++; i < high; i++, length++) {
      const before = +cmp(a[i], a[i - 1]) < 0;
      if (descending ? !before : before) break;
    }
    if (descending) {
      for (let l = low, h = low + length - 1; l < h; l++, h--) {
        const t = a[l];
        a[l] = a[h];
        a[h] = t;
      }
    }
    return length;
  }

  /** Sorts [low, high) whose prefix [low, start) is sorted: each next element goes where a binary search puts it, after its equals. */
  insertionSort(low, high, start) {
    const cmp = this.comparator;
    const a = this.a;
    for (; start < high; start++) {
      const pivot = a[start];
      let left = low;
      let right = start;
      while (left < right) {
        const middle = left + ((right - left) >> 1);
        if (+cmp(pivot, a[middle]) < 0) right = middle;
        else left = middle + 1;
      }
      for (let i = start; i > left; i--) a[i] = a[i - 1];
      a[left] = pivot;
    }
  }

  /** Merges runs until the lengths on the stack decrease faster than Fibonacci's. */
  collapse() {
    const len = this.runLength;
    while (this.runs > 1) {
      let n = this.runs - 2;
      if ((n > 0 && len[n - 1] <= len[n] + len[n + 1]) || (n > 1 && len[n - 2] <= len[n - 1] + len[n])) {
        if (len[n - 1] < len[n + 1]) n--;
        this.mergeAt(n);
      } else if (len[n] <= len[n + 1]) {
        this.mergeAt(n);
      } else {
        break;
      }
    }
  }

  forceCollapse() {
    const len = this.runLength;
    while (this.runs > 1) {
      let n = this.runs - 2;
      if (n > 0 && len[n - 1] < len[n + 1]) n--;
      this.mergeAt(n);
    }
  }

  /** Merges the runs `i` and `i + 1` of the stack. */
  mergeAt(i) {
    const a = this.a;
    let baseA = this.runBase[i];
    let lengthA = this.runLength[i];
    const baseB = this.runBase[i + 1];
    let lengthB = this.runLength[i + 1];
    this.runLength[i] = lengthA + lengthB;
    if (i === this.runs - 3) {
      this.runBase[i + 1] = this.runBase[i + 2];
      this.runLength[i + 1] = this.runLength[i + 2];
    }
    this.runs--;
    // The head of A already in place, and the tail of B.
    const k = this.gallopRight(a[baseB], a, baseA, lengthA, 0);
    baseA += k;
    lengthA -= k;
    if (lengthA === 0) return;
    lengthB = this.gallopLeft(a[baseA + lengthA - 1], a, baseB, lengthB, lengthB - 1);
    if (lengthB === 0) return;
    if (lengthA <= lengthB) this.mergeLow(baseA, lengthA, baseB, lengthB);
    else this.mergeHigh(baseA, lengthA, baseB, lengthB);
  }

  /**
   * Where `key` goes in the sorted `list[base, base + n)`, before its equals:
   * the k with list[base + k - 1] < key <= list[base + k]. The search
   * gallops from `hint` (offsets 1, 3, 7, ...), then bisects.
   */
  gallopLeft(key, list, base, n, hint) {
    const cmp = this.comparator;
    let last = 0;
    let offset = 1;
    if (+cmp(list[base + hint], key) < 0) {
      const max = n - hint;
      while (offset < max && +cmp(list[base + hint + offset], key) < 0) {
        last = offset;
        offset = (offset << 1) + 1;
      }
      if (offset > max) offset = max;
      last += hint;
      offset += hint;
    } else {
      const max = hint + 1;
      while (offset < max && !(+cmp(list[base + hint - offset], key) < 0)) {
        last = offset;
        offset = (offset << 1) + 1;
      }
      if (offset > max) offset = max;
      const t = last;
      last = hint - offset;
      offset = hint - t;
    }
    last++;
    while (last < offset) {
      const middle = last + ((offset - last) >> 1);
      if (+cmp(list[base + middle], key) < 0) last = middle + 1;
      else offset = middle;
    }
    return offset;
  }

  /** As `gallopLeft`, but after the equals of `key`: list[base + k - 1] <= key < list[base + k]. */
  gallopRight(key, list, base, n, hint) {
    const cmp = this.comparator;
    let last = 0;
    let offset = 1;
    if (+cmp(key, list[base + hint]) < 0) {
      const max = hint + 1;
      while (offset < max && +cmp(key, list[base + hint - offset]) < 0) {
        last = offset;
        offset = (offset << 1) + 1;
      }
      if (offset > max) offset = max;
      const t = last;
      last = hint - offset;
      offset = hint - t;
    } else {
      const max = n - hint;
      while (offset < max && !(+cmp(key, list[base + hint + offset]) < 0)) {
        last = offset;
        offset = (offset << 1) + 1;
      }
      if (offset > max) offset = max;
      last += hint;
      offset += hint;
    }
    last++;
    while (last < offset) {
      const middle = last + ((offset - last) >> 1);
      if (+cmp(key, list[base + middle]) < 0) offset = middle;
      else last = middle + 1;
    }
    return offset;
  }

  /** Merges A = [baseA, +lengthA) and the following B, lengthA <= lengthB, from the left, with A copied aside. */
  mergeLow(baseA, lengthA, baseB, lengthB) {
    const cmp = this.comparator;
    const a = this.a;
    const tmp = copy(a, baseA, lengthA);
    let pa = 0;
    let pb = baseB;
    let dest = baseA;
    a[dest++] = a[pb++];
    lengthB--;
    let minGallop = this.minGallop;
    done: {
      if (lengthB === 0) break done;
      if (lengthA === 1) {
        for (let i = 0; i < lengthB; i++) a[dest + i] = a[pb + i];
        a[dest + lengthB] = tmp[pa];
        return;
      }
      for (;;) {
        let winsA = 0;
        let winsB = 0;
        // One element at a time until a run wins minGallop times in a row.
        for (;;) {
          if (+cmp(a[pb], tmp[pa]) < 0) {
            a[dest++] = a[pb++];
            winsB++;
            winsA = 0;
            if (--lengthB === 0) break done;
            if (winsB >= minGallop) break;
          } else {
            a[dest++] = tmp[pa++];
            winsA++;
            winsB = 0;
            if (--lengthA === 1) return this.lastOfA(tmp, pa, pb, dest, lengthB);
            if (winsA >= minGallop) break;
          }
        }
        // Galloping: whole stretches at once while they stay long.
        minGallop++;
        do {
          if (minGallop > 1) minGallop--;
          this.minGallop = minGallop;
          let k = this.gallopRight(a[pb], tmp, pa, lengthA, 0);
          winsA = k;
          if (k !== 0) {
            for (let i = 0; i < k; i++) a[dest + i] = tmp[pa + i];
            dest += k;
            pa += k;
            lengthA -= k;
            if (lengthA === 1) return this.lastOfA(tmp, pa, pb, dest, lengthB);
            if (lengthA === 0) break done;
          }
          a[dest++] = a[pb++];
          if (--lengthB === 0) break done;
          k = this.gallopLeft(tmp[pa], a, pb, lengthB, 0);
          winsB = k;
          if (k !== 0) {
            for (let i = 0; i < k; i++) a[dest + i] = a[pb + i];
            dest += k;
            pb += k;
            lengthB -= k;
            if (lengthB === 0) break done;
          }
          a[dest++] = tmp[pa++];
          if (--lengthA === 1) return this.lastOfA(tmp, pa, pb, dest, lengthB);
        } while (winsA >= MIN_GALLOP || winsB >= MIN_GALLOP);
        minGallop++;
        this.minGallop = minGallop;
      }
    }
    // B is used up: the rest of A.
    for (let i = 0; i < lengthA; i++) a[dest + i] = tmp[pa + i];
    return undefined;
  }

  /** mergeLow's end when one element of A is left: the rest of B, then it. */
  lastOfA(tmp, pa, pb, dest, lengthB) {
    const a = this.a;
    for (let i = 0; i < lengthB; i++) a[dest + i] = a[pb + i];
    a[dest + lengthB] = tmp[pa];
  }

  /** Merges A = [baseA, +lengthA) and the following B, lengthA > lengthB, from the right, with B copied aside. */
  mergeHigh(baseA, lengthA, baseB, lengthB) {
    const cmp = this.comparator;
    const a = this.a;
    const tmp = copy(a, baseB, lengthB);
    let pa = baseA + lengthA - 1;
    let pb = lengthB - 1;
    let dest = baseB + lengthB - 1;
    a[dest--] = a[pa--];
    lengthA--;
    let minGallop = this.minGallop;
    done: {
      if (lengthA === 0) break done;
      if (lengthB === 1) return this.firstOfB(tmp, pa, pb, dest, lengthA);
      for (;;) {
        let winsA = 0;
        let winsB = 0;
        for (;;) {
          if (+cmp(tmp[pb], a[pa]) < 0) {
            a[dest--] = a[pa--];
            winsA++;
            winsB = 0;
            if (--lengthA === 0) break done;
            if (winsA >= minGallop) break;
          } else {
            a[dest--] = tmp[pb--];
            winsB++;
            winsA = 0;
            if (--lengthB === 1) return this.firstOfB(tmp, pa, pb, dest, lengthA);
            if (winsB >= minGallop) break;
          }
        }
        minGallop++;
        do {
          if (minGallop > 1) minGallop--;
          this.minGallop = minGallop;
          let k = lengthA - this.gallopRight(tmp[pb], a, baseA, lengthA, lengthA - 1);
          winsA = k;
          if (k !== 0) {
            dest -= k;
            pa -= k;
            for (let i = k; i >= 1; i--) a[dest + i] = a[pa + i];
            lengthA -= k;
            if (lengthA === 0) break done;
          }
          a[dest--] = tmp[pb--];
          if (--lengthB === 1) return this.firstOfB(tmp, pa, pb, dest, lengthA);
          k = lengthB - this.gallopLeft(a[pa], tmp, 0, lengthB, lengthB - 1);
          winsB = k;
          if (k !== 0) {
            dest -= k;
            pb -= k;
            for (let i = 1; i <= k; i++) a[dest + i] = tmp[pb + i];
            lengthB -= k;
            if (lengthB === 1) return this.firstOfB(tmp, pa, pb, dest, lengthA);
            if (lengthB === 0) break done;
          }
          a[dest--] = a[pa--];
          if (--lengthA === 0) break done;
        } while (winsA >= MIN_GALLOP || winsB >= MIN_GALLOP);
        minGallop++;
        this.minGallop = minGallop;
      }
    }
    // A is used up: the rest of B.
    for (let i = 0; i < lengthB; i++) a[dest - lengthB + 1 + i] = tmp[i];
    return undefined;
  }

  /** mergeHigh's end when one element of B is left: the rest of A moves up, then it goes first. */
  firstOfB(tmp, pa, pb, dest, lengthA) {
    const a = this.a;
    dest -= lengthA;
    pa -= lengthA;
    for (let i = lengthA; i >= 1; i--) a[dest + i] = a[pa + i];
    a[dest] = tmp[pb];
  }
}

/** Sorts `values` (no undefined among them) by `comparator`, in place, in V8's order. */
export function timSort(values, comparator) {
  new TimSort(values, comparator).sort();
  return values;
}

/**
 * V8's sort of a typed array with a comparator: a top-down merge sort that
 * sorts each half of `target`'s range into `source` (the two hold the same
 * elements to begin with), then merges them into `target`, the left element
 * first unless the comparator says it is greater.
 */
function mergeSort(source, from, to, target, cmp) {
  const middle = from + ((to - from) >>> 1);
  if (middle - from > 1) mergeSort(target, from, middle, source, cmp);
  if (to - middle > 1) mergeSort(target, middle, to, source, cmp);
  let left = from;
  let right = middle;
  for (let t = from; t < to; t++) {
    if (left < middle && (right >= to || !(+cmp(source[left], source[right]) > 0))) target[t] = source[left++];
    else target[t] = source[right++];
  }
}

/** The elements of the typed array `ta` (`length` of them) sorted by `comparator`, as a new array. */
export function typedArraySorted(ta, length, comparator) {
  const sorted = new ArrayCtor(length);
  const scratch = new ArrayCtor(length);
  for (let i = 0; i < length; i++) sorted[i] = scratch[i] = ta[i];
  if (length > 1) mergeSort(scratch, 0, length, sorted, comparator);
  return sorted;
}

function lengthOf(o) {
  const n = NumberCtor(o.length);
  if (!(n > 0)) return 0;
  const whole = floor(n);
  return whole < 9007199254740991 ? whole : 9007199254740991;
}

export function installSort() {
  const methods = {
    sort: function sort(comparefn) {
      if (typeof comparefn !== 'function') return apply(engineSort, this, arguments);
      const o = ObjectCtor(this);
      const length = lengthOf(o);
      if (length > MAX_LENGTH) return apply(engineSort, o, [comparefn]);
      const values = [];
      let undefineds = 0;
      for (let k = 0; k < length; k++) {
        if (!(k in o)) continue;
        const v = o[k];
        if (v === undefined) undefineds++;
        else values[values.length] = v;
      }
      timSort(values, comparefn);
      let k = 0;
      for (; k < values.length; k++) o[k] = values[k];
      for (let end = k + undefineds; k < end; k++) o[k] = undefined;
      for (; k < length; k++) delete o[k];
      return o;
    },
    toSorted: function toSorted(comparefn) {
      if (typeof comparefn !== 'function') return apply(engineToSorted, this, arguments);
      const o = ObjectCtor(this);
      const length = lengthOf(o);
      if (length > 4294967295) throw new RangeErrorCtor('invalid array length');
      if (length > MAX_LENGTH) return apply(engineToSorted, o, [comparefn]);
      const values = [];
      let undefineds = 0;
      for (let k = 0; k < length; k++) {
        const v = o[k];
        if (v === undefined) undefineds++;
        else values[values.length] = v;
      }
      timSort(values, comparefn);
      const out = new ArrayCtor(length);
      let k = 0;
      for (; k < values.length; k++) out[k] = values[k];
      for (; k < length; k++) out[k] = undefined;
      return out;
    },
  };
  if (typeof engineToSorted !== 'function') throw new TypeErrorCtor('the engine has no Array.prototype.toSorted');
  for (const name of ['sort', 'toSorted']) {
    defineProperty(ArrayCtor.prototype, name, { value: methods[name], writable: true, enumerable: false, configurable: true });
  }

  // Typed arrays: the engine validates the receiver (a detached or
  // non-typed array throws its TypeError) by sorting it with a comparator
  // that is never called when there is at most one element.
  const TypedArrayProto = getPrototypeOf(Int8Array.prototype);
  const engineTypedSort = TypedArrayProto.sort;
  const engineTypedToSorted = TypedArrayProto.toSorted;
  const typedLength = getOwnPropertyDescriptor(TypedArrayProto, 'length').get;
  const typedTag = getOwnPropertyDescriptor(TypedArrayProto, Symbol.toStringTag).get;
  const constructors = {};
  for (const C of [Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array, Float32Array, Float64Array, BigInt64Array, BigUint64Array]) {
    constructors[C.name] = C;
  }
  const never = () => 0;
  const typed = {
    sort: function sort(comparefn) {
      if (typeof comparefn !== 'function') return apply(engineTypedSort, this, arguments);
      const length = apply(typedLength, this, []);
      if (length < 2) return apply(engineTypedSort, this, [never]);
      const sorted = typedArraySorted(this, length, comparefn);
      for (let i = 0; i < length; i++) this[i] = sorted[i];
      return this;
    },
    toSorted: function toSorted(comparefn) {
      if (typeof comparefn !== 'function') return apply(engineTypedToSorted, this, arguments);
      const length = apply(typedLength, this, []);
      if (length < 2) return apply(engineTypedToSorted, this, [never]);
      const out = new constructors[apply(typedTag, this, [])](length);
      const sorted = typedArraySorted(this, length, comparefn);
      for (let i = 0; i < length; i++) out[i] = sorted[i];
      return out;
    },
  };
  for (const name of ['sort', 'toSorted']) {
    defineProperty(TypedArrayProto, name, { value: typed[name], writable: true, enumerable: false, configurable: true });
  }
}
