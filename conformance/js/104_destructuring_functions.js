// Destructuring in function parameters, loops, and swaps.
function renderButton({ label, variant = "primary", size = "md", disabled = false, onClick = () => {} } = {}) {
  const classes = ["btn", `btn-${variant}`, `btn-${size}`, disabled && "is-disabled"].filter(Boolean);
  return `<button class="${classes.join(" ")}"${disabled ? " disabled" : ""}>${label ?? "OK"}</button>`;
}

console.log(renderButton({ label: "Save" }));
console.log(renderButton({ label: "Delete", variant: "danger", disabled: true }));
console.log(renderButton());

function stats([first, ...rest]) {
  const all = [first, ...rest];
  return { first, last: rest.at(-1) ?? first, count: all.length, max: Math.max(...all) };
}
console.log(stats([4, 8, 15, 16, 23, 42]), stats([7]));

const response = {
  status: 200,
  data: { user: { id: 5, profile: { displayName: "kim", links: ["gh", "web"] } }, meta: { page: 1 } },
};
const { status, data: { user: { id: userId, profile: { displayName: name = "anon", links: [firstLink] } } }, headers = {} } = response;
console.log({ status, userId, name, firstLink, headers });

const pairs = new Map([["x", 1], ["y", 2]]);
for (const [key, value] of pairs) console.log(`${key}=${value}`);

const matrix = [[1, 2, 3], [4, 5, 6]];
const [[a, , c], [, e]] = matrix;
console.log(a, c, e);

let x = 1, y = 2, z = 3;
[x, y, z] = [z, x, y];
console.log(x, y, z);

const arr = [5, 3, 9, 1];
for (let i = 0; i < arr.length; i++)
  for (let j = 0; j < arr.length - 1 - i; j++)
    if (arr[j] > arr[j + 1]) [arr[j], arr[j + 1]] = [arr[j + 1], arr[j]];
console.log(arr);

const { length, 0: firstChar, [length - 1]: lastChar } = "destructure";
console.log(length, firstChar, lastChar);
const fn = ({ a = 1 } = {}, [b = 2] = [], ...others) => [a, b, others];
console.log(fn(), fn({ a: 9 }, [undefined], 3, 4), fn.length);
