// `cargo xtask bench`'s baseline: the same trivial program evaluated by plain
// node in-process, each turn in a fresh context (vm.runInNewContext).
import vm from 'node:vm';

const turns = Number(process.argv[2] || 400);
const program = 'const x = 1 + 1;\nx\n';
const samples = [];
for (let i = 0; i < turns + 20; i++) {
  const t = process.hrtime.bigint();
  vm.runInNewContext(program, {});
  const us = Number(process.hrtime.bigint() - t) / 1000;
  if (i >= 20) samples.push(us);
}
samples.sort((a, b) => a - b);
const at = (p) => samples[Math.round((samples.length - 1) * p)];
console.log(`${'node-vm-turn'.padEnd(24)} ${at(0.5).toFixed(1).padStart(9)} ${at(0.9).toFixed(1).padStart(9)}   (n=${samples.length})`);
