// Encode a small binary record with DataView and read it back.
const buffer = new ArrayBuffer(24);
const view = new DataView(buffer);

view.setUint32(0, 0xcafebabe);           // magic, big-endian
view.setUint16(4, 513, true);            // version, little-endian
view.setInt16(6, -42);                   // signed value
view.setFloat64(8, Math.PI, true);       // double, little-endian
view.setFloat32(16, 1.1);                // float32
view.setInt8(20, -1);
view.setUint8(21, 200);

const bytes = new Uint8Array(buffer);
const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join(" ");
console.log("bytes:", hex);

console.log("magic:", view.getUint32(0).toString(16));
console.log("version LE:", view.getUint16(4, true), "as BE:", view.getUint16(4));
console.log("signed:", view.getInt16(6), "unsigned:", view.getUint16(6));
console.log("pi:", view.getFloat64(8, true));
console.log("float32:", view.getFloat32(16));
console.log("int8/uint8:", view.getInt8(20), view.getUint8(20), view.getUint8(21));

const i16 = new Int16Array([1, -2, 32767, -32768]);
console.log(i16, i16.byteLength);
const clamped = new Uint8ClampedArray([-5, 100, 300, 127.5]);
console.log(clamped);
const f32 = Float32Array.from([0.1, 0.2, 0.3]);
console.log(f32, f32[0] + f32[1]);
const sub = bytes.subarray(0, 4);
sub[0] = 0xde;
console.log(view.getUint32(0).toString(16), sub.length, bytes.length);
console.log(new Uint32Array(buffer, 0, 2).length, buffer.byteLength);
