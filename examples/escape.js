import { files } from "gg";
try {
  console.log(files.readTextFile("../../etc/passwd"));
} catch (e) {
  console.log(`refused: ${e.code} (${e.operation}): ${e.message}`);
}
