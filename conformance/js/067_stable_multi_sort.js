// Multi-key stable sorting with a comparator builder.
const students = [
  { name: "Zoe", grade: 90, age: 20, house: "Red" },
  { name: "Adam", grade: 85, age: 22, house: "Blue" },
  { name: "Mia", grade: 90, age: 19, house: "Blue" },
  { name: "Liam", grade: 72, age: 21, house: "Red" },
  { name: "Emma", grade: 85, age: 20, house: "Green" },
  { name: "Noah", grade: 90, age: 20, house: "Green" },
  { name: "Ava", grade: 72, age: 23, house: "Blue" },
];

function by(...keys) {
  return (a, b) => {
    for (const key of keys) {
      const desc = key.startsWith("-");
      const k = desc ? key.slice(1) : key;
      if (a[k] < b[k]) return desc ? 1 : -1;
      if (a[k] > b[k]) return desc ? -1 : 1;
    }
    return 0;
  };
}

const show = (list) => list.map((s) => `${s.name}(${s.grade},${s.age},${s.house})`).join(" ");

console.log("grade desc, name:", show([...students].sort(by("-grade", "name"))));
console.log("house, age desc: ", show([...students].sort(by("house", "-age"))));
console.log("stable by grade: ", show([...students].sort((a, b) => a.grade - b.grade)));
console.log("toSorted:        ", show(students.toSorted(by("age", "name"))));
console.log("original intact: ", students[0].name);

const mixed = [10, 9, 1, 100, 25, -5, 0];
console.log(mixed.toSorted(), mixed.toSorted((a, b) => a - b), mixed.toReversed());
const words = ["banana", "Apple", "cherry", "apple", "Banana"];
console.log(words.toSorted(), words.toSorted((a, b) => a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0));
console.log([3, 1, 2].with(1, 99), [undefined, 3, null, 1].sort());
const ranks = students.toSorted(by("-grade")).map((s, i, arr) => `${i > 0 && arr[i - 1].grade === s.grade ? "=" : i + 1}. ${s.name}`);
console.log(ranks);
