// console.log with printf-style format specifiers and multiple arguments.
const item = "widget";
const count = 42;
const price = 3.14159;

console.log("Item: %s, count: %d", item, count);
console.log("Price: %d (int %i), float %f", price, price, price);
console.log("Object: %o", { a: 1, b: [1, 2] });
console.log("JSON: %j", { x: 1 });
console.log("Percent literal: 100%% done");
console.log("Missing args: %s and %s", "only one");
console.log("Extra args:", "%s", "a", "b", 3);
console.log("%s is %d years old", "Alice", 30, "extra", { k: 1 });
console.log("%c styled text", "color: red");
console.log("%O", { deep: { nested: { value: [1, 2, 3] } } });
console.log("Number as string: %s, string as number: %d", 7, "12abc");
console.log("multiple", "strings", "joined", "with", "spaces");
console.log(1, 2, 3, "four", [5], { six: 6 });
console.log("%s", null, undefined, true);
console.log("", "leading empty");
console.log();
console.log("after blank line");
console.error("this goes to stderr: %s", "warning");
console.log("%s items cost $%d total", count, count * 2);
