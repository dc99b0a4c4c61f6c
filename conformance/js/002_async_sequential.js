// Simulate fetching user data sequentially vs in parallel with async/await.
const delay = (ms, value) => new Promise((resolve) => setTimeout(() => resolve(value), ms));

const users = { 1: "Ada", 2: "Grace", 3: "Linus" };

async function fetchUser(id) {
  const name = await delay(40 * id, users[id]);
  console.log(`  fetched user ${id}`);
  return { id, name };
}

async function sequential(ids) {
  const results = [];
  for (const id of ids) {
    results.push(await fetchUser(id));
  }
  return results;
}

async function parallel(ids) {
  return Promise.all(ids.map(fetchUser));
}

async function main() {
  console.log("Sequential:");
  const a = await sequential([3, 1, 2]);
  console.log(a.map((u) => u.name).join(", "));

  console.log("Parallel:");
  const b = await parallel([3, 1, 2]);
  console.log(b.map((u) => u.name).join(", "));

  console.log(b);
}

main().then(() => console.log("done"));
