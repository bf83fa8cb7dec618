import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

it("purges a tenant's records older than its retention, keeps the rest, and records the run", async () => {
  const acmeId = (await t.services.tenancy.tenants.findByName('acme'))!.id;
  const now = new Date();
  const old = new Date(now);
  old.setUTCFullYear(old.getUTCFullYear() - 8);
  const insert = (time: Date, entityId: string) =>
    t.db.ownerSql.query(
      `insert into audit_entity_changes (tenant_id, change_time, entity_type, entity_id, change_type, properties)
       values ($1, $2, 'Employee', $3, 1, '{}')`,
      [acmeId, time.toISOString(), entityId],
    );
  await insert(old, 'retention-old');
  await insert(now, 'retention-new');
  const counts = await t.services.audit.retention.tenant(acmeId, now);
  expect(counts.audit_entity_changes).toBe(1);
  const left = await t.db.ownerSql.query<{ entity_id: string }>(
    `select entity_id from audit_entity_changes where entity_id like 'retention-%' order by 1`,
  );
  expect(left.rows.map((r) => r.entity_id)).toEqual(['retention-new']);
  const runs = await t.db.ownerSql.query<{ status: number }>(
    `select status from job_execution_records where tenant_id = $1 and group_name = 'LogRetention'`,
    [acmeId],
  );
  expect(runs.rows.map((r) => r.status)).toEqual([2]);
});
