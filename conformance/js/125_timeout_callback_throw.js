// Poll a job status with setTimeout; the handler mishandles a malformed status and throws.
const statuses = [
  { state: "queued" },
  { state: "running", progress: 0.4 },
  { state: "running", progress: 0.9 },
  { state: "failed", error: null },
];

let poll = 0;

function describeError(err) {
  return `${err.code}: ${err.message}`;
}

function check() {
  const status = statuses[poll++];
  switch (status.state) {
    case "queued":
      console.log(`poll ${poll}: still queued`);
      break;
    case "running":
      console.log(`poll ${poll}: ${(status.progress * 100).toFixed(0)}% done`);
      break;
    case "failed":
      console.log(`poll ${poll}: job failed`);
      console.log("reason:", describeError(status.error));
      return;
  }
  setTimeout(check, 5);
}

console.log("starting job watcher");
setTimeout(check, 5);
