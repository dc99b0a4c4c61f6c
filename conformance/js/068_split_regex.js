// String splitting with regular expressions and limits.
const data = "apple, banana;cherry  |  date ,elderberry;;fig";
console.log(data.split(/\s*[,;|]\s*/));
console.log(data.split(/\s*([,;|])\s*/));
console.log(data.split(/[,;|]/, 3));

const camel = "parseHTTPResponseCodeFromXMLBody";
console.log(camel.split(/(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/));

const sentence = "Hello world. How are you?  I'm fine! Thanks.";
console.log(sentence.split(/(?<=[.!?])\s+/));

console.log("a1b22c333d".split(/\d+/), "a1b22c333d".split(/(\d+)/));
console.log("".split(","), "".split(""), "abc".split(""), "a,b,".split(","));
console.log("one  two   three".split(" "), "one  two   three".split(/\s+/));
console.log("2024-03-15T10:20:30".split(/[-T:]/).map(Number));

const kv = "name=Ada&lang=JS&empty=&flag";
const parsed = Object.fromEntries(kv.split("&").map((pair) => {
  const [k, ...rest] = pair.split("=");
  return [k, rest.length ? rest.join("=") : true];
}));
console.log(parsed);

const snake = (s) => s.split(/(?=[A-Z])/).map((w) => w.toLowerCase()).join("_");
console.log(["userId", "createdAtDate", "x"].map(snake));
console.log("line1\r\nline2\nline3\rline4".split(/\r\n|\r|\n/));
console.log("😀a😀b".split(""), "😀a😀b".split(/(?:)/u));
