/**
 * The audit trigger alone (issue 40 §7): N single-row employee updates in their own transactions, as the
 * application role with a request's settings (tenant, actor), straight in SQL (no HTTP, no service), in
 * blocks alternating audit on and off so that the machine's load falls on both alike. Prints the total per
 * side and the difference per update. Used by bench/audit-cost.ts, or alone:
 *   tsx bench/audit-trigger-alone.ts <database url> <tenant id> [N]
 */
import pg from 'pg';

export async function triggerAlone(
  url: string,
  tenantId: string,
  n: number,
  log: (line: string) => void = console.log,
): Promise<{ on: number; off: number }> {
  const owner = new pg.Client({ connectionString: url });
  const app = new pg.Client({ connectionString: url });
  await owner.connect();
  await app.connect();
  try {
    const ids = (
      await owner.query<{ id: string }>(
        'select id from employees where tenant_id = $1 and not is_deleted order by id limit $2',
        [tenantId, n],
      )
    ).rows.map((r) => r.id);
    const setAudit = (on: boolean) =>
      owner.query(`do $$ declare r record; begin
        for r in select c.relname as t, g.tgname as n from pg_trigger g join pg_class c on c.oid = g.tgrelid
                 where c.relnamespace = 'public'::regnamespace and g.tgname like 'audit\\_%' and not g.tgisinternal
                   and c.relname = 'employees'
        loop execute format('alter table %I ${on ? 'enable' : 'disable'} trigger %I', r.t, r.n); end loop; end $$`);
    const actor = JSON.stringify({
      u: '00000000-0000-0000-0000-000000000001',
      n: 'admin',
      c: 'HR_App',
      ip: '127.0.0.1',
      ua: 'bench',
      r: 'bench-request',
    });
    const update = async (id: string, k: number) => {
      await app.query('begin');
      await app.query(
        `select set_config('app.tenant_id', $1, true), set_config('role', 'hr_app', true), set_config('app.audit', $2, true)`,
        [tenantId, actor],
      );
      await app.query(
        'update employees set surname = $2::text, concurrency_stamp = md5($2::text) where tenant_id = $3 and id = $1',
        [id, `Trigger ${k}`, tenantId],
      );
      await app.query('commit');
    };
    const blocks = 10;
    const per = Math.ceil(ids.length / blocks);
    const took = { on: 0, off: 0 };
    for (let i = 0; i < 50 && i < ids.length; i++) await update(ids[i]!, -1); // warm-up
    for (let b = 0; b < blocks; b++) {
      const part = ids.slice(b * per, (b + 1) * per);
      for (const on of b % 2 ? [false, true] : [true, false]) {
        await setAudit(on);
        const started = performance.now();
        for (const id of part) await update(id, b * 2 + (on ? 1 : 0));
        took[on ? 'on' : 'off'] += performance.now() - started;
      }
    }
    await setAudit(true);
    log(
      `  the trigger alone: ${ids.length} single-row updates in SQL, audit on ${(took.on / 1000).toFixed(2)} s, ` +
        `off ${(took.off / 1000).toFixed(2)} s: +${(((took.on - took.off) / took.off) * 100).toFixed(1)} % ` +
        `(${(((took.on - took.off) / ids.length) * 1000).toFixed(0)} µs an update)`,
    );
    return took;
  } finally {
    await app.end();
    await owner.end();
  }
}

if (process.argv[1]?.endsWith('audit-trigger-alone.ts')) {
  const [url, tenant, n] = process.argv.slice(2);
  triggerAlone(url!, tenant!, Number(n ?? 10_000)).catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
