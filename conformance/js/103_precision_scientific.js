// Format physical constants and measurements with toPrecision and toExponential.
const constants = [
  ["speed of light (m/s)", 299792458],
  ["Planck (J*s)", 6.62607015e-34],
  ["Avogadro (1/mol)", 6.02214076e23],
  ["electron mass (kg)", 9.1093837015e-31],
  ["gravitational (m^3/kg/s^2)", 6.6743e-11],
  ["pi", Math.PI],
  ["e", Math.E],
];

for (const [name, value] of constants) {
  console.log(`${name.padEnd(28)} ${value.toPrecision(3).padStart(10)} ${value.toExponential(4).padStart(12)} ${String(value)}`);
}

function siFormat(value, unit) {
  const prefixes = [[1e12, "T"], [1e9, "G"], [1e6, "M"], [1e3, "k"], [1, ""], [1e-3, "m"], [1e-6, "µ"], [1e-9, "n"], [1e-12, "p"]];
  if (value === 0) return `0 ${unit}`;
  const abs = Math.abs(value);
  const [factor, prefix] = prefixes.find(([f]) => abs >= f) ?? prefixes.at(-1);
  return `${(value / factor).toPrecision(3)} ${prefix}${unit}`;
}

const readings = [[0.000000047, "F"], [2200, "Ω"], [4.7e6, "Ω"], [0.0125, "A"], [-3.3, "V"], [1.21e9, "W"], [0, "Hz"]];
console.log(readings.map(([v, u]) => siFormat(v, u)).join(", "));

for (const p of [1, 2, 5, 10, 21]) console.log(`toPrecision(${p}):`, (123.456).toPrecision(p));
console.log((0).toPrecision(3), (-0.00001234).toPrecision(2), (1e21).toPrecision(3), (999.99).toPrecision(4));
console.log((5e-7).toFixed(10), (1.45).toFixed(1), (1.55).toFixed(1), (8.345).toFixed(2), (-1.5e-10).toFixed(3));
console.log((123456).toExponential(), (0.00015).toExponential(1), (1).toExponential(0), NaN.toFixed(2), (Infinity).toExponential());
