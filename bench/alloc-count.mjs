// Counts the bytes the process allocates on V8's heap per HTTP request, printed every 2,000 requests (each
// window's own figure): like the promise count (promise-count.mjs), a figure that does not move with the
// machine's load. The heap's used size is read at each request's start; a rise since the last reading is
// allocation, a fall is a collection (what was allocated just before it is missed, under 1 % at these rates).
// Loaded into the product or the floor by the list bench:
//   BENCH_SERVER_ARGS="--import ./bench/alloc-count.mjs" npm run bench:lists -- 20000 users
//   BENCH_FLOOR_ARGS="--import ./bench/alloc-count.mjs" ...
// (the first window includes the start; CPU figures of such a run mean nothing).
import { subscribe } from 'node:diagnostics_channel';
import { getHeapStatistics } from 'node:v8';

const who = process.argv[1]?.includes('floor') ? 'floor' : 'product';
let allocated = 0;
let previous = getHeapStatistics().used_heap_size;
let requests = 0;
let last = { allocated: 0, requests: 0 };
subscribe('http.server.request.start', () => {
  const used = getHeapStatistics().used_heap_size;
  if (used > previous) allocated += used - previous;
  previous = used;
  requests++;
  if (requests % 2000 !== 0) return;
  const each = (allocated - last.allocated) / (requests - last.requests);
  console.error(
    `[alloc ${who}] ${requests} requests: ${(each / 1024).toFixed(1)} kB a request over the last 2,000`,
  );
  last = { allocated, requests };
});
