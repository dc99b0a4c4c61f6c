// An application error hierarchy with codes, handled by a dispatcher.
class AppError extends Error {
  constructor(message, { code = "E_APP", status = 500, cause } = {}) {
    super(message, { cause });
    this.name = new.target.name;
    this.code = code;
    this.status = status;
  }
  toJSON() {
    return { error: this.name, code: this.code, message: this.message };
  }
}
class NotFoundError extends AppError {
  constructor(resource, id) {
    super(`${resource} ${id} not found`, { code: "E_NOT_FOUND", status: 404 });
    this.resource = resource;
  }
}
class AuthError extends AppError {
  constructor(message = "authentication required") {
    super(message, { code: "E_AUTH", status: 401 });
  }
}
class ForbiddenError extends AuthError {
  constructor(action) {
    super(`not allowed to ${action}`);
    this.code = "E_FORBIDDEN";
    this.status = 403;
  }
}

const db = { posts: { 1: { title: "Hello", author: "u1" } } };

function handle({ user, action, postId }) {
  if (!user) throw new AuthError();
  const post = db.posts[postId];
  if (!post) throw new NotFoundError("post", postId);
  if (action === "delete" && post.author !== user) throw new ForbiddenError("delete post " + postId);
  if (action === "explode") throw new TypeError("action.run is not a function");
  return { status: 200, body: `${action} ${post.title}` };
}

function dispatch(req) {
  try {
    return handle(req);
  } catch (err) {
    if (err instanceof AppError) return { status: err.status, body: JSON.stringify(err) };
    const wrapped = new AppError("internal error", { cause: err });
    return { status: wrapped.status, body: JSON.stringify(wrapped), cause: `${err.name}: ${err.message}` };
  }
}

const requests = [
  { user: "u1", action: "read", postId: 1 },
  { action: "read", postId: 1 },
  { user: "u2", action: "read", postId: 7 },
  { user: "u2", action: "delete", postId: 1 },
  { user: "u1", action: "explode", postId: 1 },
];
for (const r of requests) console.log(dispatch(r));

const f = new ForbiddenError("x");
console.log(f instanceof ForbiddenError, f instanceof AuthError, f instanceof AppError, f instanceof Error);
console.log(f.name, String(f), Object.keys(f));
console.log(Object.prototype.toString.call(f), f.message, f.status);
