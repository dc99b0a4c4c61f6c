// A todo list managed by a reducer with immutable updates.
const initialState = { todos: [], nextId: 1, filter: "all" };

function reducer(state, action) {
  switch (action.type) {
    case "add":
      return {
        ...state,
        todos: [...state.todos, { id: state.nextId, text: action.text, done: false }],
        nextId: state.nextId + 1,
      };
    case "toggle":
      return { ...state, todos: state.todos.map((t) => (t.id === action.id ? { ...t, done: !t.done } : t)) };
    case "remove":
      return { ...state, todos: state.todos.filter((t) => t.id !== action.id) };
    case "rename":
      return { ...state, todos: state.todos.map((t) => (t.id === action.id ? { ...t, text: action.text } : t)) };
    case "filter":
      return { ...state, filter: action.filter };
    default:
      console.log(`unknown action: ${action.type}`);
      return state;
  }
}

const visible = ({ todos, filter }) =>
  todos.filter((t) => filter === "all" || (filter === "done" ? t.done : !t.done));

const actions = [
  { type: "add", text: "Buy milk" },
  { type: "add", text: "Write report" },
  { type: "add", text: "Call mom" },
  { type: "toggle", id: 2 },
  { type: "rename", id: 1, text: "Buy oat milk" },
  { type: "remove", id: 3 },
  { type: "undo" },
  { type: "add", text: "Water plants" },
  { type: "filter", filter: "active" },
];

const history = [initialState];
for (const action of actions) history.push(reducer(history.at(-1), action));
const final = history.at(-1);

console.log(final);
console.log("visible:", visible(final).map((t) => `#${t.id} ${t.text}`));
for (const t of final.todos) console.log(`[${t.done ? "x" : " "}] ${t.text}`);
console.log("states:", history.length, "unchanged by undo:", history[7] === history[6]);
console.log("first state untouched:", initialState);
