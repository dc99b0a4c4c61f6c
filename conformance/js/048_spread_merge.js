// Spread syntax for arrays, objects and function arguments.
const base = { theme: "light", layout: { sidebar: true, width: 240 }, plugins: ["a"] };
const override = { theme: "dark", layout: { width: 300 } };

const shallow = { ...base, ...override };
console.log("shallow:", shallow);
console.log("sidebar lost:", shallow.layout.sidebar);

const deep = { ...base, ...override, layout: { ...base.layout, ...override.layout } };
console.log("deep-ish:", deep);

const arr1 = [1, 2, 3];
const arr2 = [4, 5];
console.log([...arr1, ...arr2], [0, ...arr1, 99], [..."hey"], [...new Set([3, 3, 1])]);

function sum(...nums) {
  return nums.reduce((a, b) => a + b, 0);
}
console.log(sum(...arr1, ...arr2), sum(), Math.min(...arr2));

const { theme, ...others } = deep;
console.log(theme, others);

const copy = [...base.plugins];
copy.push("b");
console.log(base.plugins, copy);

const withoutKey = (obj, key) => { const { [key]: _, ...rest } = obj; return rest; };
console.log(withoutKey({ a: 1, b: 2, c: 3 }, "b"));

console.log({ ...null, ...undefined, ..."ab", ...[9, 8] });
const conditional = { always: 1, ...(false && { never: 2 }), ...(true && { sometimes: 3 }) };
console.log(conditional);
console.log(Object.assign({}, base, { extra: true }) !== base, Object.keys({ ...base }).length);
const nested = [[1, 2], [3]];
const flatCopy = [...nested];
flatCopy[0].push(99);
console.log(nested);
