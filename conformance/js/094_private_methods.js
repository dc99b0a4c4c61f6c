// Private methods, private getters, and static initialization blocks.
class PasswordPolicy {
  static #rules;
  static {
    this.#rules = [
      ["length >= 10", (p) => p.length >= 10],
      ["has digit", (p) => /\d/.test(p)],
      ["has upper", (p) => /[A-Z]/.test(p)],
      ["has symbol", (p) => /[^A-Za-z0-9]/.test(p)],
    ];
  }
  static check(password) {
    return PasswordPolicy.#rules.filter(([, test]) => !test(password)).map(([name]) => name);
  }
}

class Vault {
  #secrets = new Map();
  #masterHash;
  #attempts = 0;

  constructor(master) {
    const problems = PasswordPolicy.check(master);
    if (problems.length) throw new Error(`weak master password: ${problems.join(", ")}`);
    this.#masterHash = Vault.#hash(master);
  }

  static #hash(str) {
    let h = 2166136261;
    for (const ch of str) {
      h ^= ch.codePointAt(0);
      h = Math.imul(h, 16777619) >>> 0;
    }
    return h.toString(16);
  }

  #verify(master) {
    this.#attempts++;
    return Vault.#hash(master) === this.#masterHash;
  }

  get #locked() {
    return this.#attempts >= 3;
  }

  store(master, key, value) {
    if (this.#locked) return "vault locked";
    if (!this.#verify(master)) return "wrong password";
    this.#attempts = 0;
    this.#secrets.set(key, value);
    return `stored ${key}`;
  }

  read(master, key) {
    if (this.#locked) return "vault locked";
    if (!this.#verify(master)) return "wrong password";
    this.#attempts = 0;
    return this.#secrets.get(key) ?? "(none)";
  }

  static hasVaultShape(obj) {
    return #secrets in obj;
  }
}

for (const pw of ["short", "longpassword", "Longpassword1", "L0ng&Secure!"]) {
  console.log(pw.padEnd(14), PasswordPolicy.check(pw));
}
try { new Vault("weak"); } catch (e) { console.log(e.message); }

const v = new Vault("Correct-Horse-9");
console.log(v.store("Correct-Horse-9", "api", "sk_123"));
console.log(v.read("Correct-Horse-9", "api"), v.read("Correct-Horse-9", "db"));
console.log(v.read("nope", "api"), v.read("nope", "api"), v.read("nope", "api"), v.read("Correct-Horse-9", "api"));
console.log(Vault.hasVaultShape(v), Vault.hasVaultShape({}), Object.keys(v), v);
