// Build a grayscale "image" in a Uint8ClampedArray and compute statistics.
const width = 16, height = 8;
const pixels = new Uint8ClampedArray(width * height);

for (let y = 0; y < height; y++) {
  for (let x = 0; x < width; x++) {
    pixels[y * width + x] = (x * 20 + y * 10) ^ (x * y);
  }
}

const histogram = new Uint32Array(8);
for (const p of pixels) histogram[p >> 5]++;
console.log("histogram:", histogram);

const maxCount = Math.max(...histogram);
histogram.forEach((count, bucket) => {
  const lo = bucket * 32;
  console.log(`${String(lo).padStart(3)}-${String(lo + 31).padStart(3)} ${"█".repeat(Math.round((count / maxCount) * 30))} ${count}`);
});

const sum = pixels.reduce((a, b) => a + b, 0);
console.log("mean:", (sum / pixels.length).toFixed(2), "min:", Math.min(...pixels), "max:", Math.max(...pixels));

const ramp = " .:-=+*#%@";
for (let y = 0; y < height; y++) {
  const row = pixels.subarray(y * width, (y + 1) * width);
  console.log(Array.from(row, (p) => ramp[Math.floor((p / 256) * ramp.length)]).join(""));
}

const inverted = pixels.map((p) => 255 - p);
console.log(inverted.slice(0, 6), pixels.slice(0, 6));
const sortedCopy = Float64Array.from(pixels).sort();
console.log("median:", (sortedCopy[63] + sortedCopy[64]) / 2);
console.log(new Uint16Array(pixels.buffer, 0, 4), pixels.buffer.byteLength, ArrayBuffer.isView(pixels));
