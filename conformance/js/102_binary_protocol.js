// Encode and decode messages in a small binary protocol using DataView.
const TYPES = { PING: 1, CHAT: 2, MOVE: 3 };
const TYPE_NAMES = Object.fromEntries(Object.entries(TYPES).map(([k, v]) => [v, k]));
const encoder = new TextEncoder();
const decoder = new TextDecoder();

function encode(msg) {
  const body = [];
  if (msg.type === "CHAT") {
    const text = encoder.encode(msg.text);
    const buf = new Uint8Array(2 + text.length);
    new DataView(buf.buffer).setUint16(0, text.length);
    buf.set(text, 2);
    body.push(buf);
  } else if (msg.type === "MOVE") {
    const buf = new ArrayBuffer(12);
    const dv = new DataView(buf);
    dv.setFloat32(0, msg.x);
    dv.setFloat32(4, msg.y);
    dv.setInt32(8, msg.heading);
    body.push(new Uint8Array(buf));
  }
  const bodyLen = body.reduce((n, b) => n + b.length, 0);
  const out = new Uint8Array(4 + bodyLen);
  const header = new DataView(out.buffer);
  header.setUint8(0, TYPES[msg.type]);
  header.setUint8(1, msg.seq);
  header.setUint16(2, bodyLen, true);
  let offset = 4;
  for (const b of body) { out.set(b, offset); offset += b.length; }
  return out;
}

function decode(bytes) {
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const type = TYPE_NAMES[dv.getUint8(0)];
  const msg = { type, seq: dv.getUint8(1), length: dv.getUint16(2, true) };
  if (type === "CHAT") {
    const len = dv.getUint16(4);
    msg.text = decoder.decode(bytes.subarray(6, 6 + len));
  } else if (type === "MOVE") {
    msg.x = dv.getFloat32(4);
    msg.y = dv.getFloat32(8);
    msg.heading = dv.getInt32(12);
  }
  return msg;
}

const messages = [
  { type: "PING", seq: 1 },
  { type: "CHAT", seq: 2, text: "héllo 🌍" },
  { type: "MOVE", seq: 3, x: 12.5, y: -0.1, heading: -90 },
];

const hex = (u8) => [...u8].map((b) => b.toString(16).padStart(2, "0")).join(" ");
const stream = [];
for (const m of messages) {
  const bytes = encode(m);
  console.log(m.type.padEnd(5), hex(bytes));
  stream.push(bytes);
}
for (const bytes of stream) console.log(decode(bytes));
