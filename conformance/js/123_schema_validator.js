// A tiny JSON-schema-like validator that collects all errors with paths.
function validate(value, schema, path = "$") {
  const errors = [];
  const typeOf = (v) => (v === null ? "null" : Array.isArray(v) ? "array" : Number.isInteger(v) ? "integer" : typeof v);
  const actual = typeOf(value);
  const expected = [].concat(schema.type ?? []);
  if (expected.length && !expected.includes(actual) && !(actual === "integer" && expected.includes("number"))) {
    errors.push(`${path}: expected ${expected.join("|")}, got ${actual}`);
    return errors;
  }
  if (schema.enum && !schema.enum.includes(value)) errors.push(`${path}: must be one of ${schema.enum.join(", ")}`);
  if (typeof value === "string") {
    if (schema.minLength != null && value.length < schema.minLength) errors.push(`${path}: shorter than ${schema.minLength}`);
    if (schema.pattern && !new RegExp(schema.pattern).test(value)) errors.push(`${path}: does not match ${schema.pattern}`);
  }
  if (typeof value === "number") {
    if (schema.minimum != null && value < schema.minimum) errors.push(`${path}: below minimum ${schema.minimum}`);
    if (schema.maximum != null && value > schema.maximum) errors.push(`${path}: above maximum ${schema.maximum}`);
  }
  if (actual === "object") {
    for (const req of schema.required ?? []) if (!(req in value)) errors.push(`${path}: missing required "${req}"`);
    for (const [k, sub] of Object.entries(schema.properties ?? {})) {
      if (k in value) errors.push(...validate(value[k], sub, `${path}.${k}`));
    }
    if (schema.additionalProperties === false) {
      for (const k of Object.keys(value)) if (!(k in (schema.properties ?? {}))) errors.push(`${path}: unexpected "${k}"`);
    }
  }
  if (actual === "array" && schema.items) {
    value.forEach((item, i) => errors.push(...validate(item, schema.items, `${path}[${i}]`)));
  }
  return errors;
}

const userSchema = {
  type: "object",
  required: ["id", "email", "roles"],
  additionalProperties: false,
  properties: {
    id: { type: "integer", minimum: 1 },
    email: { type: "string", pattern: "^[^@]+@[^@]+$" },
    age: { type: ["integer", "null"], minimum: 0, maximum: 150 },
    roles: { type: "array", items: { type: "string", enum: ["admin", "user", "guest"] } },
    profile: { type: "object", properties: { bio: { type: "string", minLength: 5 } } },
  },
};

const docs = [
  { id: 1, email: "a@b.co", roles: ["admin"], age: null },
  { id: 0, email: "nope", roles: ["user", "root", 7], age: 200, profile: { bio: "hi" } },
  { email: 5, roles: "admin", extra: true },
  [],
];
docs.forEach((d, i) => {
  const errs = validate(d, userSchema);
  console.log(`doc ${i}: ${errs.length ? "INVALID" : "valid"}`);
  errs.forEach((e) => console.log("   - " + e));
});
