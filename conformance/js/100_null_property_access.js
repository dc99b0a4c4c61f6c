// Look up users' managers; one user has no manager record and the code assumes one exists.
const directory = {
  u1: { name: "Olivia", title: "CTO", managerId: null },
  u2: { name: "Pedro", title: "Engineering Manager", managerId: "u1" },
  u3: { name: "Quan", title: "Engineer", managerId: "u2" },
  u4: { name: "Rosa", title: "Engineer", managerId: "u9" },
};

function findManager(userId) {
  const user = directory[userId];
  return user.managerId ? directory[user.managerId] ?? null : null;
}

function chainOfCommand(userId) {
  const chain = [];
  let current = directory[userId];
  while (current) {
    chain.push(current.name);
    current = current.managerId ? directory[current.managerId] : null;
  }
  return chain;
}

console.log(chainOfCommand("u3").join(" -> "));
console.log("Olivia's manager:", findManager("u1"));

for (const id of ["u2", "u3", "u4"]) {
  const manager = findManager(id);
  console.log(`${directory[id].name} reports to ${manager.name} (${manager.title})`);
}
