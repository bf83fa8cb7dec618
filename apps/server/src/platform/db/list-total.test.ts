import { departmentEndpoints, exactCountLimit, type PagedResult } from '@hr/contracts';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { departments, jobTitles } from '../../modules/organisation/organisation.tables.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { forgetPlannedRows, listTotal, pageRows } from './crud.ts';
import { statement } from './statements.ts';

/**
 * The total of a list is exact up to `exactCountLimit` rows and the planner's estimate past it (flagged,
 * so the grid says "about"), through a real list route on a real table.
 */
let t: TestApp;
let admin: string;
let tenantId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('acme');
  tenantId = (await t.services.tenancy.tenants.findByName('acme'))!.id;
});
afterAll(() => t?.close());

const list = async (query: Record<string, string | number>) => {
  const r = await t.call(admin, departmentEndpoints.list, { query });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<PagedResult<{ id: string; name: string }>>();
};

async function addDepartments(n: number, prefix: string) {
  await t.db.ownerSql.query(
    `insert into departments (id, tenant_id, name_en, concurrency_stamp, creation_time)
     select gen_random_uuid(), $1, $2 || g, 's', now() from generate_series(1, $3) g`,
    [tenantId, prefix, n],
  );
  await t.db.ownerSql.query('analyze departments');
}

describe('the total of a list', () => {
  it('is exact up to the limit, and past it an estimate the answer says is one', async () => {
    const before = await list({ maxResultCount: 1 });
    expect(before.totalCountIsEstimate).toBeUndefined();
    await addDepartments(exactCountLimit - before.totalCount, 'Bulk ');
    const atLimit = await list({ maxResultCount: 1 });
    expect(atLimit).toMatchObject({ totalCount: exactCountLimit });
    expect(atLimit.totalCountIsEstimate).toBeUndefined();

    await addDepartments(5_000, 'More ');
    // The clock stands still from the estimate until it is asked again (an estimate is kept a few seconds;
    // adding 45,000 rows, each recorded in the entity log, may take longer on a busy machine).
    vi.useFakeTimers({ toFake: ['performance'] });
    const stopped = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(performance.now()).toBe(stopped);
    const past = await list({ maxResultCount: 5, skipCount: 14_000 });
    expect(past.totalCountIsEstimate).toBe(true);
    // Never less than what was counted; the planner's figure is close to the 15,000 there are.
    expect(past.totalCount).toBeGreaterThan(exactCountLimit);
    expect(past.totalCount).toBeGreaterThan(12_000);
    expect(past.totalCount).toBeLessThan(20_000);
    // The rows are read whatever the estimate says.
    expect(past.items).toHaveLength(5);

    // The last page reaches the end of the list: its total is exact.
    const last = await list({ maxResultCount: 5, skipCount: 14_998 });
    expect(last.items).toHaveLength(2);
    expect(last).toMatchObject({ totalCount: 15_000 });
    expect(last.totalCountIsEstimate).toBeUndefined();

    // An estimate is kept a few seconds: paging on, the grid is not counted and planned again.
    await addDepartments(45_000, 'Many ');
    const kept = await list({ maxResultCount: 5, skipCount: 5 });
    expect(kept).toMatchObject({ totalCount: past.totalCount, totalCountIsEstimate: true });
    vi.useRealTimers();

    // Then it is read afresh (here: forgotten at once), and far past the limit it is the planner's figure.
    forgetPlannedRows();
    const large = await list({ maxResultCount: 5 });
    expect(large.totalCountIsEstimate).toBe(true);
    expect(large.totalCount).toBeGreaterThan(50_000);
    expect(large.totalCount).toBeLessThan(70_000);
    expect(large.items).toHaveLength(5);

    // A filter that matches few is exact again.
    const filtered = await list({ filter: 'More 4999', maxResultCount: 10 });
    expect(filtered.totalCount).toBe(1);
    expect(filtered.totalCountIsEstimate).toBeUndefined();
    expect(filtered.items.map((d) => d.name)).toContain('More 4999');
  });
});

describe('a page of rows (pageRows)', () => {
  it('numbers the values of an order after those of the condition, and pages by them', async () => {
    await addDepartments(3, 'Paged ');
    const where = and(eq(departments.tenantId, tenantId), like(departments.nameEn, 'Paged %'));
    // An order with a value of its own: 'Paged 2' first, then by name.
    const order = [sql`${departments.nameEn} = ${'Paged 2'} desc`, asc(departments.nameEn)];
    const rows = await t.db.transaction({ tenantId }, (tx) =>
      pageRows(tx, departments, { name: departments.nameEn }, { where, order, limit: 2, offset: 0 }),
    );
    expect(rows.map((r) => r.name)).toEqual(['Paged 2', 'Paged 1']);
    const next = await t.db.transaction({ tenantId }, (tx) =>
      pageRows(tx, departments, undefined, { where, order, limit: 2, offset: 2 }),
    );
    expect(next.map((r) => r.nameEn)).toEqual(['Paged 3']);
    expect(next[0]!.creationTime).toBeInstanceOf(Date);
  });
});

describe('rows of kept statements', () => {
  it("are mapped as drizzle's own select maps them: dates, decimals, nulls, booleans, decoded expressions", async () => {
    const where = eq(jobTitles.tenantId, tenantId);
    const [kept, drizzles] = await t.db.transaction({ tenantId }, async (tx) => [
      await pageRows(tx, jobTitles, undefined, { where, order: [asc(jobTitles.id)], limit: 50, offset: 0 }),
      await tx.select().from(jobTitles).where(where).orderBy(asc(jobTitles.id)).limit(50),
    ]);
    expect(kept.length).toBeGreaterThan(3);
    expect(kept).toEqual(drizzles);
    expect(kept.some((r) => r.parentJobTitleId === null)).toBe(true);
    expect(typeof kept[0]!.baseSalary).toBe('string');
    expect(kept[0]!.creationTime).toBeInstanceOf(Date);

    const picked = statement(
      new QueryBuilder()
        .select({
          id: jobTitles.id,
          salary: jobTitles.baseSalary,
          plusOne: sql<number>`${sql.placeholder('n')}::int + 1`.mapWith(Number),
          created: sql<Date>`${jobTitles.creationTime}`.mapWith(jobTitles.creationTime).as('created'),
        })
        .from(jobTitles)
        .where(eq(jobTitles.id, sql.placeholder('id'))),
    );
    const [row] = await t.db.transaction({ tenantId }, (tx) => picked.run(tx, { id: kept[0]!.id, n: 41 }));
    expect(row).toEqual({
      id: kept[0]!.id,
      salary: kept[0]!.baseSalary,
      plusOne: 42,
      created: kept[0]!.creationTime,
    });
  });
});

describe('the statements a list runs on every call', () => {
  it.skipIf(!process.env.DATABASE_URL)(
    'are prepared by name on PostgreSQL: the count and the page, each once per connection',
    async () => {
      const where = and(eq(departments.tenantId, tenantId), like(departments.nameEn, 'Paged %'));
      const prepared = await t.db.transaction({ tenantId }, async (tx) => {
        for (const _ of [1, 2]) {
          forgetPlannedRows();
          await listTotal(tx, departments, where);
          await pageRows(
            tx,
            departments,
            { name: departments.nameEn },
            { where, order: [asc(departments.nameEn)], limit: 2, offset: 0 },
          );
        }
        return (await tx.execute(
          sql`select statement from pg_prepared_statements where strpos(statement, '"departments"."name_en" like $2') > 0`,
        )) as unknown as { rows: Array<{ statement: string }> };
      });
      const texts = prepared.rows.map((r) => r.statement);
      expect(texts.filter((s) => s.startsWith('select count(*)'))).toHaveLength(1);
      expect(
        texts.filter((s) => s.startsWith('select "name_en"') && s.includes('"name_en" asc limit $3')),
      ).toHaveLength(1);
    },
  );
});
