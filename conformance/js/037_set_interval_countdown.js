// A countdown using setInterval that clears itself.
let remaining = 5;
const ticks = [];

const id = setInterval(() => {
  ticks.push(remaining);
  console.log(`T-minus ${remaining}`);
  remaining--;
  if (remaining === 0) {
    clearInterval(id);
    console.log("Liftoff!");
    console.log("ticks recorded:", ticks);
  }
}, 10);

const cancelled = setTimeout(() => console.log("this should never print"), 5);
clearTimeout(cancelled);

let polls = 0;
const poller = setInterval(() => {
  polls++;
  if (polls === 3) {
    clearInterval(poller);
    console.log("poller stopped after", polls, "polls");
  }
}, 100);

setTimeout(() => console.log("final check, remaining =", remaining, "polls =", polls), 400);
console.log("countdown scheduled");
