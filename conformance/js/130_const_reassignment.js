// Running average of sensor values; a const binding is accidentally reassigned.
const readings = [12.1, 12.4, 11.9, 13.0, 12.7, 30.2, 12.5];

function movingAverage(values, window) {
  const result = [];
  for (let i = window - 1; i < values.length; i++) {
    const slice = values.slice(i - window + 1, i + 1);
    result.push(+(slice.reduce((a, b) => a + b, 0) / window).toFixed(2));
  }
  return result;
}

console.log("3-point averages:", movingAverage(readings, 3));

const threshold = 5;
const mean = readings.reduce((a, b) => a + b, 0) / readings.length;
console.log("mean:", mean.toFixed(3));

const outliers = readings.filter((r) => Math.abs(r - mean) > threshold);
console.log("outliers:", outliers);

const cleaned = readings.filter((r) => !outliers.includes(r));
console.log("cleaned mean:", (cleaned.reduce((a, b) => a + b, 0) / cleaned.length).toFixed(3));

// Recompute the mean in place after cleaning...
for (const r of cleaned) {
  mean = (mean + r) / 2;
}
console.log("final mean:", mean);
