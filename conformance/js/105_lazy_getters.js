// Lazy, self-replacing getters and computed properties on objects and classes.
let computeCount = 0;

const report = {
  rows: Array.from({ length: 1000 }, (_, i) => (i * 37) % 101),
  get summary() {
    computeCount++;
    const value = {
      min: Math.min(...this.rows),
      max: Math.max(...this.rows),
      mean: +(this.rows.reduce((a, b) => a + b, 0) / this.rows.length).toFixed(3),
    };
    Object.defineProperty(this, "summary", { value, writable: false, enumerable: true });
    return value;
  },
};

console.log(report.summary, computeCount);
console.log(report.summary, computeCount);
console.log(Object.getOwnPropertyDescriptor(report, "summary").writable);

class Circle {
  #radius;
  #areaCache = null;
  constructor(r) { this.#radius = r; }
  get radius() { return this.#radius; }
  set radius(r) {
    if (r !== this.#radius) {
      this.#radius = r;
      this.#areaCache = null;
    }
  }
  get area() {
    if (this.#areaCache === null) {
      console.log(`  (computing area for r=${this.#radius})`);
      this.#areaCache = Math.PI * this.#radius ** 2;
    }
    return this.#areaCache;
  }
  get diameter() { return this.#radius * 2; }
  set diameter(d) { this.radius = d / 2; }
}

const c = new Circle(2);
console.log(c.area.toFixed(4));
console.log(c.area.toFixed(4));
c.diameter = 10;
console.log(c.radius, c.area.toFixed(2), c.area.toFixed(2));
c.radius = 5;
console.log(c.area.toFixed(2));

const dynamicKey = "fullName";
const person = {
  first: "Grace",
  last: "Hopper",
  get [dynamicKey]() { return `${this.first} ${this.last}`; },
  set [dynamicKey](v) { [this.first, this.last] = v.split(" "); },
};
person.fullName = "Ada Lovelace";
console.log(person.fullName, person.first, JSON.stringify(person));
