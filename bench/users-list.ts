/**
 * The users list: N users in acme, then GET /api/identity/users?skipCount=..&maxResultCount=20 over the
 * first 50 pages against the same statements (tenant set, count, page, role names) sent with `pg`.
 */
import { pageSize, usersPage } from './list-statements.ts';
import {
  asTenant,
  measureApi,
  measureCase,
  measureSql,
  type Product,
  report,
  sameAnswer,
  settle,
  type Target,
} from './support.ts';

export async function benchUsersList(product: Product, floor: Target, rows: number): Promise<void> {
  const { pool, tenantId } = product;
  const started = Date.now();
  const seedClient = await pool.connect();
  try {
    await seedClient.query('begin');
    await seedClient.query(`select set_config('app.tenant_id', $1, true)`, [tenantId]);
    await seedClient.query(
      `insert into users (id, tenant_id, user_name, normalized_user_name, email, normalized_email, name, surname,
                          password_hash, security_stamp, concurrency_stamp, creation_time)
       select gen_random_uuid(), $1, 'bench' || g, 'BENCH' || g, 'bench' || g || '@acme.example',
              'BENCH' || g || '@ACME.EXAMPLE', 'موظف', 'Employee ' || g, 'x', 'x', 'x',
              now() - (g || ' seconds')::interval
       from generate_series(1, $2::int) g`,
      [tenantId, rows],
    );
    await seedClient.query('commit');
  } finally {
    seedClient.release();
  }
  await settle(pool, 'users');
  console.log(`seeded ${rows.toLocaleString('en')} users in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  // Pages spread over the first 50 pages, as people page through a list.
  const skip = (i: number) => (i % 50) * pageSize;
  const path = (i: number) => `/api/identity/users?skipCount=${skip(i)}&maxResultCount=${pageSize}`;
  await sameAnswer(product, floor, path(3));
  const figures = await measureCase({
    api: (d) => measureApi(product, path, d),
    floor: (d) => measureApi(floor, path, d),
    // The same SQL the list endpoint issues for its data, straight through pg.
    sql: (d) => measureSql((i) => asTenant(pool, tenantId, (c) => usersPage(c, tenantId, skip(i))), d),
  });
  report(`GET /api/identity/users (page of ${pageSize}) over ${rows.toLocaleString('en')} users`, figures);
}
