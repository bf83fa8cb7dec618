/**
 * The users list: N users in acme, then GET /api/identity/users?skipCount=..&maxResultCount=20 over the
 * first 50 pages against the same statements (tenant set, count, page, role names) sent with `pg`.
 */
import { asTenant, listTotal, measureApi, measureSql, type Product, report, settle } from './support.ts';

const pageSize = 20;

export async function benchUsersList(product: Product, rows: number): Promise<void> {
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
  const api = await measureApi(
    product,
    (i) => `/api/identity/users?skipCount=${skip(i)}&maxResultCount=${pageSize}`,
  );
  // The same SQL the list endpoint issues for its data, straight through pg.
  const sql = await measureSql((i) =>
    asTenant(pool, tenantId, async (c) => {
      await listTotal(c, 'users', 'tenant_id = $1 and is_deleted = false', [tenantId]);
      const page = await c.query<{ id: string }>(
        `select * from users where id in (select id from users where tenant_id = $1 and is_deleted = false
                                           order by creation_time desc, id desc limit $2 offset $3)
          order by creation_time desc, id desc`,
        [tenantId, pageSize, skip(i)],
      );
      await c.query(
        `select ur.user_id, r.name from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = any($1::uuid[])`,
        [page.rows.map((r) => r.id)],
      );
    }),
  );
  report(`GET /api/identity/users (page of ${pageSize}) over ${rows.toLocaleString('en')} users`, api, sql);
}
