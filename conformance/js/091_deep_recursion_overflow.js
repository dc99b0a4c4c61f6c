// Recursive sum of a linked structure; works for small inputs, overflows the stack on a huge one.
function buildChain(length) {
  let node = null;
  for (let i = length; i > 0; i--) node = { value: i, next: node };
  return node;
}

function sumChain(node) {
  if (node === null) return 0;
  return node.value + sumChain(node.next);
}

function depth(node) {
  return node ? 1 + depth(node.next) : 0;
}

const small = buildChain(100);
console.log("depth:", depth(small), "sum:", sumChain(small));

const medium = buildChain(1000);
console.log("depth:", depth(medium), "sum:", sumChain(medium));

// Forgot the base case when "optimizing":
const countDown = (n) => countDown(n - 1) + 1;

console.log("counting down from 10...");
console.log(countDown(10));
