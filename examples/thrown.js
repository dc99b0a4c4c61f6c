const items = ["a", "b"];
const count = items.length;
throw new RangeError(`expected 3 items, got ${count}`);
