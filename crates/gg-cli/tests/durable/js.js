// A durable program as a model writes it: clock and random reads, a file
// written, a tool called, an approval asked, a second file, some work.
import { files, tools } from 'gg';

const started = Date.now();
const t0 = performance.now();
const r = Math.random();
const bytes = crypto.getRandomValues(new Uint8Array(4));
console.log(`seed ${r} bytes ${Array.from(bytes).join(',')} at ${started}`);
files.writeFile('a.txt', `first ${r}`);
let sum = 0;
for (let i = 0; i < 20000; i++) sum += i % 7;
const bumped = tools.bump({ step: 1 });
console.log(`bumped to ${bumped.count} after ${sum}`);
const deployed = tools.deploy({ target: 'staging' });
console.log(`deployed ${deployed.count} after ${(performance.now() - t0) >= 0}`);
files.writeFile('b.txt', `second ${r}`);
console.log(`done at ${Date.now() >= started} with ${Math.random()}`);
