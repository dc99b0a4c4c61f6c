// conformance: module
// Load user profiles with top-level await; a missing profile rejects and nothing catches it.
class HttpError extends Error {
  constructor(status, url) {
    super(`HTTP ${status} for ${url}`);
    this.name = "HttpError";
    this.status = status;
  }
}

const profiles = {
  "/users/1": { id: 1, name: "Amara", plan: "pro" },
  "/users/2": { id: 2, name: "Bilal", plan: "free" },
};

async function getJSON(url) {
  await new Promise((r) => setTimeout(r, 5));
  if (!(url in profiles)) {
    throw new HttpError(404, url);
  }
  return structuredClone(profiles[url]);
}

const first = await getJSON("/users/1");
console.log("loaded", first);

const both = await Promise.all(["/users/1", "/users/2"].map(getJSON));
console.log("plans:", both.map((u) => u.plan));

const third = await getJSON("/users/3");
console.log("loaded", third);
