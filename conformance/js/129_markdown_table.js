// Render arrays of objects as GitHub-flavored Markdown tables with alignment.
function markdownTable(rows, columns) {
  columns ??= [...new Set(rows.flatMap(Object.keys))].map((key) => ({ key }));
  const cols = columns.map((c) => ({
    title: c.title ?? c.key,
    align: c.align ?? (rows.every((r) => typeof r[c.key] === "number") ? "right" : "left"),
    format: c.format ?? ((v) => (v === undefined || v === null ? "" : String(v))),
    key: c.key,
  }));
  const cells = rows.map((r) => cols.map((c) => c.format(r[c.key]).replace(/\|/g, "\\|")));
  const widths = cols.map((c, i) => Math.max(3, c.title.length, ...cells.map((row) => row[i].length)));
  const pad = (text, i) => (cols[i].align === "right" ? text.padStart(widths[i]) : cols[i].align === "center"
    ? text.padStart(Math.floor((widths[i] + text.length) / 2)).padEnd(widths[i]) : text.padEnd(widths[i]));
  const sep = cols.map((c, i) => {
    const dashes = "-".repeat(widths[i] - (c.align === "center" ? 2 : 1));
    return c.align === "right" ? dashes + ":" : c.align === "center" ? ":" + dashes + ":" : ":" + dashes;
  });
  return [
    `| ${cols.map((c, i) => pad(c.title, i)).join(" | ")} |`,
    `| ${sep.join(" | ")} |`,
    ...cells.map((row) => `| ${row.map(pad).join(" | ")} |`),
  ].join("\n");
}

const languages = [
  { name: "JavaScript", year: 1995, typing: "dynamic", paradigm: "multi" },
  { name: "Rust", year: 2015, typing: "static" },
  { name: "Haskell", year: 1990, typing: "static", paradigm: "functional" },
  { name: "Go", year: 2009, typing: "static", paradigm: "a|b" },
];
console.log(markdownTable(languages));
console.log();
console.log(markdownTable(languages, [
  { key: "name", title: "Language", align: "center" },
  { key: "year", title: "Age (2024)", format: (y) => `${2024 - y} yrs`, align: "right" },
]));
console.log();
console.log(markdownTable([{ a: 1.5, b: true }, { a: 22, b: false }]));
