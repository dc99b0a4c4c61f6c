// Async order processing; the final call is not awaited or caught, so its rejection is unhandled.
const stock = { apple: 5, pear: 0, plum: 12 };

const delay = (ms) => new Promise((r) => setTimeout(r, ms));

async function reserve(item, qty) {
  await delay(5);
  if (!(item in stock)) {
    throw new Error(`unknown item: ${item}`);
  }
  if (stock[item] < qty) {
    throw new Error(`insufficient stock for ${item}: have ${stock[item]}, need ${qty}`);
  }
  stock[item] -= qty;
  return { item, qty, remaining: stock[item] };
}

async function main() {
  console.log(await reserve("apple", 2));
  console.log(await reserve("plum", 10));
  try {
    await reserve("kiwi", 1);
  } catch (err) {
    console.log("handled:", err.message);
  }
  console.log("stock now:", stock);
  reserve("pear", 3);
  console.log("pear reservation fired off without awaiting");
}

main();
