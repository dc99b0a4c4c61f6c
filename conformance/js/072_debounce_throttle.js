// Debounce and throttle implemented with timers, driven by a scripted event stream.
function debounce(fn, wait) {
  let timer = null;
  return (...args) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), wait);
  };
}

function throttle(fn, interval) {
  let ready = true;
  let pending = null;
  return (...args) => {
    if (ready) {
      fn(...args);
      ready = false;
      setTimeout(function release() {
        if (pending) {
          fn(...pending);
          pending = null;
          setTimeout(release, interval);
        } else {
          ready = true;
        }
      }, interval);
    } else {
      pending = args;
    }
  };
}

const debounced = [];
const throttled = [];
const onSearch = debounce((q) => debounced.push(q), 150);
const onScroll = throttle((y) => throttled.push(y), 200);

// Simulated keystrokes: bursts separated by pauses
const keystrokes = [[0, "j"], [30, "ja"], [60, "jav"], [400, "java"], [430, "javas"], [800, "javascript"]];
for (const [at, q] of keystrokes) setTimeout(() => onSearch(q), at);

const scrollTimes = [0, 40, 100, 130, 290, 330, 520, 540];
for (const t of scrollTimes) setTimeout(() => onScroll(t), t);

setTimeout(() => {
  console.log("debounced searches:", debounced);
  console.log("throttled scroll positions:", throttled, `(${throttled.length} of ${scrollTimes.length})`);
}, 1400);
console.log("events scheduled");
