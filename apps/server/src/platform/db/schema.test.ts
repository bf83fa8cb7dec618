import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Rules of the schema that every migration must keep, read from the catalogue of the migrated database
 * so that tables added later are held to them without a line written here.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

interface IndexRow {
  table: string;
  index: string;
  columns: string[];
  primary: boolean;
  predicate: string | null;
}

async function indexes(): Promise<IndexRow[]> {
  const { rows } = await t.db.ownerSql.query<{
    table: string;
    index: string;
    columns: string[] | string;
    primary: boolean;
    predicate: string | null;
  }>(`
    select c.relname as "table", i.relname as "index", x.indisprimary as "primary",
           pg_get_expr(x.indpred, x.indrelid) as predicate,
           array(select coalesce(a.attname, '(expression)')
                   from unnest(x.indkey::int2[]) with ordinality k(attnum, n)
                   left join pg_attribute a on a.attrelid = x.indrelid and a.attnum = k.attnum
                  order by k.n) as columns
      from pg_index x
      join pg_class i on i.oid = x.indexrelid
      join pg_class c on c.oid = x.indrelid
     where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'`);
  return rows.map((r) => ({ ...r, columns: arrayOf(r.columns) }));
}

/** PGlite and node-postgres both answer name[] as an array, but be safe with the text form. */
function arrayOf(value: string[] | string): string[] {
  return Array.isArray(value)
    ? value
    : value
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean);
}

describe('the schema', () => {
  it('indexes every foreign key (its columns first, or right after tenant_id)', async () => {
    const { rows: keys } = await t.db.ownerSql.query<{
      table: string;
      name: string;
      columns: string[] | string;
    }>(`
      select c.conrelid::regclass::text as "table", c.conname as name,
             array(select a.attname from unnest(c.conkey) with ordinality k(attnum, n)
                     join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum
                    order by k.n) as columns
        from pg_constraint c
       where c.contype = 'f' and c.connamespace = 'public'::regnamespace`);
    expect(keys.length).toBeGreaterThan(5);
    const all = await indexes();
    const covered = (table: string, columns: string[]) =>
      all.some((i) => {
        if (i.table !== table || i.predicate) return false;
        const lead =
          i.columns[0] === 'tenant_id' && !columns.includes('tenant_id') ? i.columns.slice(1) : i.columns;
        return columns.every((c) => lead.slice(0, columns.length).includes(c));
      });
    const missing = keys
      .map((k) => ({ ...k, columns: arrayOf(k.columns) }))
      .filter((k) => !covered(k.table, k.columns))
      .map((k) => `${k.table}.${k.name} (${k.columns.join(', ')})`);
    expect(missing).toEqual([]);
  });

  it("leads every index of a tenant's table with tenant_id (the primary key and host-only indexes aside)", async () => {
    const { rows: tenantTables } = await t.db.ownerSql.query<{ table: string }>(`
      select table_name as "table" from information_schema.columns
       where table_schema = 'public' and column_name = 'tenant_id'`);
    expect(tenantTables.length).toBeGreaterThan(8);
    const tenantTable = new Set(tenantTables.map((r) => r.table));
    const wrong = (await indexes())
      .filter((i) => tenantTable.has(i.table) && !i.primary)
      .filter((i) => !/tenant_id IS NULL/.test(i.predicate ?? ''))
      .filter((i) => i.columns[0] !== 'tenant_id')
      .map((i) => `${i.table}.${i.index} (${i.columns.join(', ')})`);
    expect(wrong).toEqual([]);
  });

  it("isolates a tenant's own table by tenant_id alone, and only tables that hold the host's rows with the host's branch", async () => {
    // A host branch (`OR tenant_id IS NULL AND ...`) cannot be settled once per statement: PostgreSQL tests
    // it on every row a scan passes. On a table whose tenant_id is never null it matches nothing anyway.
    const { rows } = await t.db.ownerSql.query<{
      table: string;
      nullable: boolean;
      using: string;
      check: string | null;
    }>(`
      select c.relname as "table", not a.attnotnull as nullable,
             pg_get_expr(p.polqual, p.polrelid) as using, pg_get_expr(p.polwithcheck, p.polrelid) as check
        from pg_policy p
        join pg_class c on c.oid = p.polrelid
        join pg_attribute a on a.attrelid = c.oid and a.attname = 'tenant_id'
       where c.relnamespace = 'public'::regnamespace and p.polname = c.relname || '_tenant_isolation'`);
    expect(rows.length).toBeGreaterThan(30);
    const hostBranch = (r: (typeof rows)[number]) => /IS NULL/.test(r.using) || /IS NULL/.test(r.check ?? '');
    expect(rows.filter((r) => !r.nullable && hostBranch(r)).map((r) => r.table)).toEqual([]);
    const hostTables = rows.filter((r) => r.nullable);
    expect(hostTables.map((r) => r.table).sort()).toEqual([
      'audit_entity_changes',
      'notifications',
      'password_resets',
      'permission_grants',
      'roles',
      'security_logs',
      'settings',
      'user_recovery_codes',
      'user_roles',
      'user_sessions',
      'users',
    ]);
    expect(hostTables.filter((r) => !hostBranch(r)).map((r) => r.table)).toEqual([]);
  });

  it('turns row-level security on, and forces it, on every table with a tenant_id', async () => {
    const { rows } = await t.db.ownerSql.query<{ table: string; rls: boolean; forced: boolean }>(`
      select c.relname as "table", c.relrowsecurity as rls, c.relforcerowsecurity as forced
        from pg_class c
       where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
         and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id')`);
    expect(rows.filter((r) => !r.rls || !r.forced).map((r) => r.table)).toEqual([]);
  });
});
