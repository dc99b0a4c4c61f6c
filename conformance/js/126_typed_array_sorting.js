// Sorting and searching numeric data in typed arrays vs regular arrays.
const values = [5, -1, 300, 2.5, 1e6, -0, 0, 42, NaN, -Infinity, 7];

console.log("Array default sort:     ", [...values].sort());
console.log("Array numeric sort:     ", [...values].sort((a, b) => a - b));
console.log("Float64Array sort:      ", Float64Array.from(values).sort());
console.log("Int32Array sort:        ", Int32Array.from(values).sort());
console.log("Uint8Array (wrapped):   ", Uint8Array.from(values).sort());
console.log("descending Int16:       ", Int16Array.from([3, 1, 2, -7]).sort((a, b) => b - a));

const scores = new Uint16Array([88, 92, 75, 64, 99, 81, 70, 95]);
const sortedScores = scores.toSorted();
console.log("original untouched:", scores, "sorted copy:", sortedScores);
console.log("median:", (sortedScores[3] + sortedScores[4]) / 2, "top 3:", sortedScores.slice(-3).toReversed());
console.log("index of 99:", scores.indexOf(99), "includes 100:", scores.includes(100), "find >90:", scores.find((s) => s > 90));
console.log("findLast <80:", scores.findLast((s) => s < 80), "at(-1):", scores.at(-1));

const big = new BigInt64Array([5n, -3n, 2n ** 62n, 0n]);
console.log(big.sort(), big.map((x) => x * 2n));

const f32 = new Float32Array(5);
f32.set([1.1, 2.2], 1);
console.log(f32, f32.fill(9, 3), Array.from(f32.entries()).slice(0, 2));
console.log([...new Int8Array([127, 128, 255, 256, -129])], new Uint16Array([-1, 65536, 65537]));
console.log(new Float64Array([1, 2, 3]).reduce((a, b) => a + b), new Int32Array(3).join("-"), Float32Array.BYTES_PER_ELEMENT);
