// Counts the promises the process creates per HTTP request, printed every 500 requests (each window's own
// figure): a count that does not move with the machine's load, unlike CPU time. Loaded into the product
// by the list bench: BENCH_SERVER_ARGS="--import ./bench/promise-count.mjs" npm run bench:lists -- 20000 users
// (the first window includes the start; the hook itself costs CPU, so CPU figures of such a run mean nothing).
import { createHook } from 'node:async_hooks';
import { subscribe } from 'node:diagnostics_channel';

let promises = 0;
let requests = 0;
let last = { promises: 0, requests: 0 };
createHook({
  init(_id, type) {
    if (type === 'PROMISE') promises++;
  },
}).enable();
subscribe('http.server.request.start', () => {
  requests++;
  if (requests % 500 !== 0) return;
  const each = (promises - last.promises) / (requests - last.requests);
  console.error(`[promises] ${requests} requests: ${each.toFixed(1)} promises a request over the last 500`);
  last = { promises, requests };
});
