// Build parameterized SQL queries with a tagged template.
function sql(strings, ...values) {
  const params = [];
  let text = strings[0];
  values.forEach((value, i) => {
    if (value && value.__raw) {
      text += value.text;
    } else if (Array.isArray(value)) {
      const placeholders = value.map((v) => {
        params.push(v);
        return `$${params.length}`;
      });
      text += `(${placeholders.join(", ")})`;
    } else {
      params.push(value);
      text += `$${params.length}`;
    }
    text += strings[i + 1];
  });
  return { text: text.replace(/\s+/g, " ").trim(), params };
}
sql.raw = (text) => ({ __raw: true, text });

const userId = 17;
const statuses = ["active", "trial"];
const column = sql.raw("created_at");
const q1 = sql`
  SELECT id, name FROM users
  WHERE id = ${userId} AND status IN ${statuses}
  ORDER BY ${column} DESC
  LIMIT ${10}
`;
console.log(q1);

const evil = "'; DROP TABLE users; --";
const q2 = sql`SELECT * FROM posts WHERE title = ${evil}`;
console.log(q2.text);
console.log(q2.params);

function currency(strings, ...values) {
  return strings.raw.map((s, i) => s + (i < values.length ? `$${values[i].toFixed(2)}` : "")).join("");
}
const price = 19.999, shipping = 4;
console.log(currency`Price: ${price} + shipping ${shipping} = ${price + shipping}\n(incl. tax)`);
