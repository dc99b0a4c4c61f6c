// Demonstrate the event loop: sync code, microtasks, then timers.
console.log("1: script start");

setTimeout(() => console.log("6: timeout 0"), 0);
setTimeout(() => console.log("8: timeout 20"), 20);
setTimeout(() => {
  console.log("7: timeout 5");
  Promise.resolve().then(() => console.log("7b: microtask inside timeout"));
}, 5);

Promise.resolve()
  .then(() => console.log("3: promise 1"))
  .then(() => console.log("5: promise 2"));

queueMicrotask(() => console.log("4: queueMicrotask"));

(async () => {
  console.log("2: async fn body (sync part)");
  await null;
  console.log("4b: after await");
})();

console.log("2b: script end");
