// Closures: counters, once(), and a tiny module pattern.
function makeCounter(start = 0, step = 1) {
  let count = start;
  return {
    next: () => (count += step),
    reset: () => { count = start; },
    get value() { return count; },
  };
}

const c1 = makeCounter();
const c2 = makeCounter(100, -10);
c1.next(); c1.next(); c1.next();
c2.next(); c2.next();
console.log(c1.value, c2.value);
c1.reset();
console.log(c1.value, c1.next());

function once(fn) {
  let called = false, result;
  return (...args) => {
    if (!called) {
      called = true;
      result = fn(...args);
    }
    return result;
  };
}
const init = once((name) => { console.log(`initializing ${name}`); return name.length; });
console.log(init("db"), init("cache"), init("other"));

const fns = [];
for (var i = 0; i < 3; i++) fns.push(() => i);
const fnsLet = [];
for (let j = 0; j < 3; j++) fnsLet.push(() => j);
console.log(fns.map((f) => f()), fnsLet.map((f) => f()));

const bank = (() => {
  const accounts = {};
  return {
    open(name) { accounts[name] = 0; },
    add(name, n) { accounts[name] += n; return accounts[name]; },
    report() { return { ...accounts }; },
  };
})();
bank.open("x"); bank.open("y");
bank.add("x", 5); bank.add("y", 7); bank.add("x", 1);
console.log(bank.report(), typeof bank.accounts);

const adders = [1, 2, 3].map((n) => (x) => x + n);
console.log(adders.map((add) => add(10)));
const compose = (...fs) => (x) => fs.reduceRight((acc, f) => f(acc), x);
console.log(compose((x) => x * 2, (x) => x + 3)(4));
