// Class inheritance with abstract-like base, super calls and polymorphism.
class Shape {
  constructor(name) {
    if (new.target === Shape) throw new TypeError("Shape is abstract");
    this.name = name;
  }
  area() { throw new Error("not implemented"); }
  perimeter() { throw new Error("not implemented"); }
  describe() {
    return `${this.name}: area=${this.area().toFixed(2)}, perimeter=${this.perimeter().toFixed(2)}`;
  }
  static compare(a, b) { return a.area() - b.area(); }
}

class Circle extends Shape {
  constructor(r) { super("circle"); this.r = r; }
  area() { return Math.PI * this.r ** 2; }
  perimeter() { return 2 * Math.PI * this.r; }
}

class Rect extends Shape {
  constructor(w, h, name = "rectangle") { super(name); this.w = w; this.h = h; }
  area() { return this.w * this.h; }
  perimeter() { return 2 * (this.w + this.h); }
}

class Square extends Rect {
  constructor(side) { super(side, side, "square"); }
  describe() { return super.describe() + ` (side ${this.w})`; }
}

class Triangle extends Shape {
  constructor(a, b, c) {
    super("triangle");
    if (a + b <= c || a + c <= b || b + c <= a) throw new RangeError(`invalid triangle ${a},${b},${c}`);
    Object.assign(this, { a, b, c });
  }
  perimeter() { return this.a + this.b + this.c; }
  area() {
    const s = this.perimeter() / 2;
    return Math.sqrt(s * (s - this.a) * (s - this.b) * (s - this.c));
  }
}

const shapes = [new Circle(1.5), new Rect(3, 4), new Square(2.5), new Triangle(3, 4, 5)];
for (const s of shapes.sort(Shape.compare)) console.log(s.describe());

console.log(shapes.map((s) => s.constructor.name));
console.log(new Square(1) instanceof Rect, new Square(1) instanceof Shape, Object.getPrototypeOf(Square) === Rect);
console.log(shapes);
for (const attempt of [() => new Shape("x"), () => new Triangle(1, 2, 10)]) {
  try { attempt(); } catch (e) { console.log(`${e.constructor.name}: ${e.message}`); }
}
const total = shapes.reduce((sum, s) => sum + s.area(), 0);
console.log("total area:", total.toFixed(3));
