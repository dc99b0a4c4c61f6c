// A tagged template that escapes HTML in interpolated values.
const escapeMap = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (s) => String(s).replace(/[&<>"']/g, (ch) => escapeMap[ch]);

function html(strings, ...values) {
  return strings.reduce((out, str, i) => {
    const v = i < values.length ? values[i] : "";
    const rendered = Array.isArray(v) ? v.join("") : escapeHtml(v);
    return out + str + rendered;
  }, "");
}

const user = { name: "<script>alert('x')</script>", bio: 'Loves "quotes" & ampersands' };
const items = ["one", "two", "three"];

const page = html`<div class="card">
  <h1>${user.name}</h1>
  <p>${user.bio}</p>
  <ul>${items.map((i) => `<li>${i}</li>`)}</ul>
</div>`;
console.log(page);

function debug(strings, ...values) {
  console.log("strings:", strings);
  console.log("raw:", strings.raw);
  console.log("values:", values);
  return strings.length;
}
console.log(debug`a${1}b\n${2 + 2}c`);

const tag = (s) => s === tag.last ? "same object" : ((tag.last = s), "new object");
for (let i = 0; i < 2; i++) console.log(tag`cached`);
console.log(String.raw`C:\new\table ${1 + 1}`);
