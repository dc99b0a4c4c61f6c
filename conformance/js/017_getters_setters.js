// Temperature class with getters/setters and validation.
class Temperature {
  #celsius = 0;

  constructor(celsius) {
    this.celsius = celsius;
  }

  get celsius() {
    return this.#celsius;
  }

  set celsius(value) {
    if (typeof value !== "number" || Number.isNaN(value)) {
      console.log(`  ignoring invalid value ${JSON.stringify(value)}`);
      return;
    }
    if (value < -273.15) value = -273.15;
    this.#celsius = value;
  }

  get fahrenheit() {
    return this.#celsius * 9 / 5 + 32;
  }

  set fahrenheit(f) {
    this.celsius = (f - 32) * 5 / 9;
  }

  get kelvin() {
    return +(this.#celsius + 273.15).toFixed(2);
  }

  toString() {
    return `${this.#celsius.toFixed(1)}°C / ${this.fahrenheit.toFixed(1)}°F / ${this.kelvin}K`;
  }
}

const t = new Temperature(25);
console.log(String(t));
t.fahrenheit = 212;
console.log(`${t}`);
t.celsius = -500;
console.log(`${t}`);
t.celsius = "hot";
console.log(t.celsius);

const point = {
  _x: 1,
  get x() { return this._x; },
  set x(v) { this._x = Math.max(0, v); },
  get magnitude() { return Math.abs(this._x); },
};
point.x = -10;
console.log(point.x, point);
console.log(Object.getOwnPropertyDescriptor(point, "x"));
console.log(Object.keys(t), "fahrenheit" in t, Object.getOwnPropertyNames(Temperature.prototype));
