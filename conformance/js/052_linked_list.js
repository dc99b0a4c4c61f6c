// A singly linked list class with iteration and common operations.
class Node {
  constructor(value, next = null) {
    this.value = value;
    this.next = next;
  }
}

class LinkedList {
  #size = 0;
  head = null;

  static from(iterable) {
    const list = new LinkedList();
    for (const v of iterable) list.append(v);
    return list;
  }

  append(value) {
    const node = new Node(value);
    if (!this.head) this.head = node;
    else {
      let cur = this.head;
      while (cur.next) cur = cur.next;
      cur.next = node;
    }
    this.#size++;
    return this;
  }

  prepend(value) {
    this.head = new Node(value, this.head);
    this.#size++;
    return this;
  }

  remove(value) {
    if (!this.head) return false;
    if (this.head.value === value) { this.head = this.head.next; this.#size--; return true; }
    for (let cur = this.head; cur.next; cur = cur.next) {
      if (cur.next.value === value) { cur.next = cur.next.next; this.#size--; return true; }
    }
    return false;
  }

  reverse() {
    let prev = null, cur = this.head;
    while (cur) [cur.next, prev, cur] = [prev, cur, cur.next];
    this.head = prev;
    return this;
  }

  *[Symbol.iterator]() {
    for (let cur = this.head; cur; cur = cur.next) yield cur.value;
  }

  get size() { return this.#size; }
  toString() { return [...this].join(" -> ") || "(empty)"; }
}

const list = LinkedList.from([3, 5, 8]).prepend(1).append(13);
console.log(`${list}`, "size", list.size);
console.log(list.remove(5), list.remove(42), `${list}`);
console.log(`${list.reverse()}`);
console.log([...list].map((x) => x * 2));
console.log(LinkedList.from("abc").head);
console.log(String(new LinkedList()), new LinkedList().size);
