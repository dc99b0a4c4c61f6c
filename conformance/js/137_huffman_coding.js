// Huffman coding: build the tree, derive codes, encode and decode a message.
function buildTree(text) {
  const freq = new Map();
  for (const ch of text) freq.set(ch, (freq.get(ch) ?? 0) + 1);
  let nodes = [...freq].map(([ch, weight], order) => ({ ch, weight, order }));
  let nextOrder = nodes.length;
  const byWeight = (a, b) => a.weight - b.weight || a.order - b.order;
  while (nodes.length > 1) {
    nodes.sort(byWeight);
    const [left, right, ...rest] = nodes;
    nodes = [...rest, { weight: left.weight + right.weight, left, right, order: nextOrder++ }];
  }
  return { root: nodes[0], freq };
}

function buildCodes(node, prefix = "", codes = {}) {
  if (node.ch !== undefined) {
    codes[node.ch] = prefix || "0";
    return codes;
  }
  buildCodes(node.left, prefix + "0", codes);
  buildCodes(node.right, prefix + "1", codes);
  return codes;
}

function decode(bits, root) {
  let out = "", node = root;
  for (const bit of bits) {
    node = bit === "0" ? node.left : node.right;
    if (node.ch !== undefined) {
      out += node.ch;
      node = root;
    }
  }
  return out;
}

const message = "abracadabra alakazam";
const { root, freq } = buildTree(message);
const codes = buildCodes(root);

const table = Object.entries(codes).sort(([, a], [, b]) => a.length - b.length || (a < b ? -1 : 1));
for (const [ch, code] of table) console.log(`${JSON.stringify(ch)} x${freq.get(ch)}  ${code}`);

const encoded = [...message].map((ch) => codes[ch]).join("");
console.log("encoded:", encoded);
console.log(`bits: ${encoded.length} vs ${message.length * 8} (ratio ${(encoded.length / (message.length * 8)).toFixed(3)})`);
console.log("decoded:", decode(encoded, root), decode(encoded, root) === message);

const packed = new Uint8Array(Math.ceil(encoded.length / 8));
for (let i = 0; i < encoded.length; i++) if (encoded[i] === "1") packed[i >> 3] |= 0x80 >> (i & 7);
console.log("packed bytes:", [...packed].map((b) => b.toString(16).padStart(2, "0")).join(""));
