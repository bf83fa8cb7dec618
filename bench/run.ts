/**
 * npm run bench [-- N [name...]] : each list's API against the same SQL issued directly, on a real
 * PostgreSQL server (scripts/with-postgres.mjs starts one and sets DATABASE_URL).
 *
 * Starts the product once as its own process on that server (migrated, host admin and tenant acme seeded),
 * and the floor server beside it (floor-server.ts: the same statements behind bare HTTP), then runs each
 * bench in turn (all by default, or those named: users, employees), each seeding N rows (default 100,000)
 * into acme and printing the three throughputs (API, floor, raw SQL), p50/p99 latency and their ratios.
 */
import { peakMemoryOf } from './cpu.ts';
import { benchEmployeesList } from './employees-list.ts';
import { startFloor, startProduct } from './support.ts';
import { benchUsersList } from './users-list.ts';

const rows = Number(process.argv[2] ?? 100_000);
const benches = { users: benchUsersList, employees: benchEmployeesList } as const;
const asked = process.argv.slice(3);
const chosen = (Object.keys(benches) as Array<keyof typeof benches>).filter(
  (name) => !asked.length || asked.includes(name),
);

const product = await startProduct();
try {
  const floor = await startFloor(product);
  try {
    for (const name of chosen) await benches[name](product, floor, rows);
    const peak = (pid: number) => `${peakMemoryOf(pid)?.toFixed(0) ?? '?'} MB`;
    console.log(`\npeak resident memory: the product ${peak(product.pid)}, the floor ${peak(floor.pid)}`);
  } finally {
    await floor.close();
  }
} finally {
  await product.close();
}
