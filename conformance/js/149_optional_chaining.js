// Optional chaining and nullish coalescing on messy configuration data.
const configs = [
  { name: "full", server: { port: 8080, tls: { cert: "a.pem" } }, retries: 0, tags: ["x"], hooks: { onStart: () => "started!" } },
  { name: "partial", server: { port: null }, retries: undefined, tags: [] },
  { name: "empty" },
  null,
];

for (const cfg of configs) {
  const name = cfg?.name ?? "(null config)";
  const port = cfg?.server?.port ?? 3000;
  const cert = cfg?.server?.tls?.cert ?? "none";
  const retriesNullish = cfg?.retries ?? 3;
  const retriesOr = cfg?.retries || 3;
  const firstTag = cfg?.tags?.[0] ?? "untagged";
  const hook = cfg?.hooks?.onStart?.() ?? "no hook";
  console.log({ name, port, cert, retriesNullish, retriesOr, firstTag, hook });
}

const settings = { volume: 0, theme: "", notifications: null };
settings.volume ??= 50;
settings.theme ||= "light";
settings.notifications ??= { email: true };
settings.notifications.sms ??= false;
settings.language &&= settings.language.toUpperCase();
console.log(settings);

const user = { profile: { getName() { return this.first; }, first: "Noor" } };
console.log(user.profile?.getName(), user.settings?.getName?.(), user?.["profile"]?.first);

const deepGet = (obj, path, fallback) => path.split(".").reduce((o, k) => o?.[k], obj) ?? fallback;
const data = { a: { b: [{ c: 0 }, { c: null }] } };
console.log(deepGet(data, "a.b.0.c", "fb"), deepGet(data, "a.b.1.c", "fb"), deepGet(data, "a.x.y", "fb"));

let calls = 0;
const sideEffect = () => ++calls;
const nothing = null;
nothing?.foo(sideEffect());
console.log("short-circuit kept calls at", calls);
console.log(null ?? 0 ?? 1, (null || undefined) ?? "default", 0 || null, false ?? "kept false");
