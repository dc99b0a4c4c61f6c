// A finite state machine for an order lifecycle with guards and history.
const machine = {
  initial: "cart",
  states: {
    cart: { on: { CHECKOUT: { target: "payment", guard: (ctx) => ctx.items > 0 } } },
    payment: { on: { PAY_OK: "paid", PAY_FAIL: "payment_failed", CANCEL: "cancelled" } },
    payment_failed: { on: { RETRY: "payment", CANCEL: "cancelled" } },
    paid: { on: { SHIP: "shipped", REFUND: "refunded" } },
    shipped: { on: { DELIVER: "delivered", LOSE: "lost" } },
    lost: { on: { REFUND: "refunded" } },
    delivered: { final: true },
    refunded: { final: true },
    cancelled: { final: true },
  },
};

function createService(def, context) {
  let state = def.initial;
  const history = [state];
  return {
    get state() { return state; },
    get history() { return [...history]; },
    send(event) {
      const node = def.states[state];
      if (node.final) return { ok: false, reason: `${state} is final` };
      let transition = node.on?.[event];
      if (!transition) return { ok: false, reason: `no ${event} from ${state}` };
      if (typeof transition === "string") transition = { target: transition };
      if (transition.guard && !transition.guard(context)) return { ok: false, reason: `guard blocked ${event}` };
      state = transition.target;
      history.push(state);
      return { ok: true, state };
    },
  };
}

const ctx = { items: 0 };
const order = createService(machine, ctx);
const script = ["CHECKOUT", "ADD_ITEM", "CHECKOUT", "PAY_FAIL", "SHIP", "RETRY", "PAY_OK", "SHIP", "LOSE", "REFUND", "DELIVER"];
for (const event of script) {
  if (event === "ADD_ITEM") {
    ctx.items++;
    console.log(`${event.padEnd(9)} -> (context) items=${ctx.items}`);
    continue;
  }
  const res = order.send(event);
  console.log(`${event.padEnd(9)} -> ${res.ok ? res.state : "ignored: " + res.reason}`);
}
console.log("path:", order.history.join(" > "));

const reachable = new Set([machine.initial]);
const queue = [machine.initial];
while (queue.length) {
  const s = queue.shift();
  for (const t of Object.values(machine.states[s].on ?? {})) {
    const target = typeof t === "string" ? t : t.target;
    if (!reachable.has(target)) { reachable.add(target); queue.push(target); }
  }
}
console.log("reachable states:", reachable.size, "of", Object.keys(machine.states).length);
console.log(Object.entries(machine.states).filter(([, s]) => s.final).map(([k]) => k));
