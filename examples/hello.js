import { files, views } from "gg";

console.log("Hello from a sandboxed program!");
const entries = files.listDirectory("examples");
console.log(`examples/ holds ${entries.length} entries:`);
for (const entry of entries) {
  console.log(`  ${entry.kind.padEnd(9)} ${entry.name}`);
}
const first = files.readFile("examples/hello.js", { limit: 1 });
console.log(`my own first line: ${first.content.trim()}`);
views.openText("greeting", "Hello again, next turn.");
