// Checks the SDK's list of the names GG::Tools already answers
// (GG::Tools::Typed::MODULE_METHODS in packages/gg-sdk-ruby/src/gg/tools.rb) against the pinned
// Opal runtime: every method a module answers under Opal must be in it, or
// a group of that name would be shadowed while gg's instructions declared
// it a method. Also checks that no group object's name list (OBJECT_METHODS)
// misses what every object answers and CRuby keeps public.
// Run: node test/tools_names.test.mjs    (built-ins only; exits non-zero on failure)
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkgDir = dirname(dirname(fileURLToPath(import.meta.url)));
const source = readFileSync(join(pkgDir, '../gg-sdk-ruby/src/gg/tools.rb'), 'utf8');
const list = (name) => {
  const m = new RegExp(`${name} = %w\\[([^\\]]*)\\]`).exec(source);
  if (!m) throw new Error(`src/gg/tools.rb declares no ${name}`);
  return new Set(m[1].split(/\s+/).filter(Boolean));
};
const moduleMethods = list('MODULE_METHODS');
const objectMethods = list('OBJECT_METHODS');

createRequire(import.meta.url)(join(pkgDir, 'node_modules/opal-runtime/src/opal.js'));
const Opal = globalThis.Opal;
const names = (a) => Array.from(a, String).filter((s) => /^[a-z][a-z0-9_]*$/.test(s));

const failures = [];
const missing = names(Opal.Module.$new().$methods()).filter((n) => !moduleMethods.has(n));
if (missing.length) failures.push(`MODULE_METHODS misses what an Opal module answers: ${missing.join(' ')}`);
for (const n of ['list', 'call', 'parallel']) {
  if (!moduleMethods.has(n)) failures.push(`MODULE_METHODS misses GG::Tools.${n}`);
}
// CRuby's public Object methods that Opal defines too (Opal keeps no
// visibility, so its own list holds Kernel's private functions as well).
const publicObject = ['class', 'clone', 'dup', 'freeze', 'hash', 'inspect', 'send', 'public_send', 'method', 'methods',
  'tap', 'then', 'itself', 'extend', 'object_id', 'to_s', 'instance_variables', 'define_singleton_method',
  'singleton_class', 'instance_eval', 'instance_exec', 'enum_for', 'to_enum', 'display'];
const objectMissing = publicObject.filter((n) => !objectMethods.has(n));
if (objectMissing.length) failures.push(`OBJECT_METHODS misses: ${objectMissing.join(' ')}`);
const notInModule = [...objectMethods].filter((n) => !moduleMethods.has(n));
if (notInModule.length) failures.push(`OBJECT_METHODS names what MODULE_METHODS does not: ${notInModule.join(' ')}`);

for (const f of failures) console.log(`FAIL ${f}`);
if (failures.length) process.exit(1);
console.log(`ok   MODULE_METHODS (${moduleMethods.size}) covers Opal's module methods; OBJECT_METHODS (${objectMethods.size}) covers an object's`);
