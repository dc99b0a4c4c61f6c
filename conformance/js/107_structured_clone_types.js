// What structuredClone preserves: Maps of Dates, typed arrays, errors, sparse arrays.
const state = {
  sessions: new Map([
    ["s1", { user: "ana", started: new Date("2024-02-10T08:00:00Z") }],
    ["s2", { user: "raj", started: new Date("2024-02-10T09:30:00Z") }],
  ]),
  buffer: new Float64Array([1.5, -2.25, 1e-9]),
  lastError: new RangeError("quota exceeded"),
  sparse: [1, , 3],
  flags: new Set([true, false]),
  nested: { deep: { deeper: { value: 1 } } },
};

const snapshot = structuredClone(state);

state.sessions.get("s1").user = "changed";
state.buffer[0] = 999;
state.nested.deep.deeper.value = 2;

console.log(snapshot.sessions);
console.log(snapshot.sessions.get("s2").started.getUTCHours(), snapshot.sessions.get("s1").started instanceof Date);
console.log(snapshot.buffer, state.buffer[0]);
console.log(snapshot.lastError instanceof RangeError, snapshot.lastError.name, snapshot.lastError.message);
console.log(snapshot.sparse, 1 in snapshot.sparse, snapshot.sparse.length);
console.log(snapshot.flags, snapshot.nested.deep.deeper.value);

class Point {
  constructor(x, y) { this.x = x; this.y = y; }
  norm() { return Math.hypot(this.x, this.y); }
}
const p = structuredClone(new Point(3, 4));
console.log(p, p instanceof Point, typeof p.norm);

const buf = new ArrayBuffer(4);
const view1 = new Uint8Array(buf);
const pair = structuredClone({ a: view1, b: new Uint8Array(buf, 2) });
pair.a[3] = 77;
console.log(pair.b, view1[3]);

for (const bad of [Symbol("x"), { f() {} }]) {
  try {
    structuredClone(bad);
  } catch (e) {
    console.log("cannot clone:", e.name);
  }
}
console.log(structuredClone("string"), structuredClone(null), structuredClone([undefined]), structuredClone(-0));
