// A binary search tree with in-order, pre-order and level-order iteration.
class BST {
  #root = null;
  #size = 0;

  insert(...values) {
    for (const value of values) {
      const node = { value, left: null, right: null };
      if (!this.#root) { this.#root = node; this.#size++; continue; }
      let cur = this.#root;
      while (true) {
        if (value === cur.value) break;
        const side = value < cur.value ? "left" : "right";
        if (!cur[side]) { cur[side] = node; this.#size++; break; }
        cur = cur[side];
      }
    }
    return this;
  }

  *[Symbol.iterator]() {
    const stack = [];
    let cur = this.#root;
    while (cur || stack.length) {
      while (cur) { stack.push(cur); cur = cur.left; }
      cur = stack.pop();
      yield cur.value;
      cur = cur.right;
    }
  }

  *preOrder(node = this.#root) {
    if (!node) return;
    yield node.value;
    yield* this.preOrder(node.left);
    yield* this.preOrder(node.right);
  }

  *levels() {
    let level = this.#root ? [this.#root] : [];
    while (level.length) {
      yield level.map((n) => n.value);
      level = level.flatMap((n) => [n.left, n.right].filter(Boolean));
    }
  }

  height(node = this.#root) {
    return node ? 1 + Math.max(this.height(node.left), this.height(node.right)) : 0;
  }

  get size() { return this.#size; }

  has(value) {
    let cur = this.#root;
    while (cur && cur.value !== value) cur = value < cur.value ? cur.left : cur.right;
    return Boolean(cur);
  }
}

const tree = new BST().insert(50, 30, 70, 20, 40, 60, 80, 35, 45, 65, 40);
console.log("in-order:", [...tree].join(" "));
console.log("pre-order:", [...tree.preOrder()].join(" "));
console.log("levels:", [...tree.levels()]);
console.log("size:", tree.size, "height:", tree.height(), "has 65:", tree.has(65), "has 66:", tree.has(66));
console.log("min/max:", Math.min(...tree), Math.max(...tree));
console.log("sum of evens:", [...tree].filter((v) => v % 2 === 0).reduce((a, b) => a + b, 0));

const words = new BST().insert(..."the quick brown fox jumps over the lazy dog".split(" "));
console.log([...words], words.size);
for (const [i, level] of [...words.levels()].entries()) console.log(`  depth ${i}: ${level.join(", ")}`);
console.log(tree);
