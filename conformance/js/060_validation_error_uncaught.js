// User registration with a custom ValidationError that ends up uncaught.
class ValidationError extends Error {
  constructor(field, message) {
    super(`${field}: ${message}`);
    this.name = "ValidationError";
    this.field = field;
  }
}

function validateUser(user) {
  if (!user.username || user.username.length < 3) {
    throw new ValidationError("username", "must be at least 3 characters");
  }
  if (!/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(user.email)) {
    throw new ValidationError("email", `"${user.email}" is not a valid address`);
  }
  if (!Number.isInteger(user.age) || user.age < 13) {
    throw new ValidationError("age", "must be an integer >= 13");
  }
  return true;
}

const users = [
  { username: "sam", email: "sam@example.com", age: 30 },
  { username: "jo", email: "jo@example.com", age: 22 },
];

try {
  validateUser(users[1]);
} catch (err) {
  console.log(`handled ${err.name} on field ${err.field}: ${err.message}`);
}

console.log("sam valid:", validateUser(users[0]));
const newcomer = { username: "riley", email: "riley-at-example.com", age: 19 };
console.log("registering", newcomer.username);
validateUser(newcomer);
console.log("registered!");
