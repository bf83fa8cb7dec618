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

it("purges the security log by the tenant's days (a setting of 30 days), keeping the newer events", async () => {
  const acmeId = (await t.services.tenancy.tenants.findByName('acme'))!.id;
  const now = new Date();
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
  await t.db.ownerSql.query(
    `insert into settings (id, tenant_id, name, value, provider_name, provider_key)
     values (gen_random_uuid(), $1, 'AuditLogging.SecurityLogs.RetentionDays', '30', 'T', $2)`,
    [acmeId, acmeId],
  );
  const insert = (time: string, details: string) =>
    t.db.ownerSql.query(
      `insert into security_logs (id, tenant_id, action, details, creation_time)
       values (gen_random_uuid(), $1, 1, $2, $3)`,
      [acmeId, details, time],
    );
  await insert(daysAgo(40), 'retention-40');
  await insert(daysAgo(20), 'retention-20');
  const counts = await t.services.audit.retention.tenant(acmeId, now);
  expect(counts.security_logs).toBe(1);
  const left = await t.db.ownerSql.query<{ details: string }>(
    `select details from security_logs where details like 'retention-%' order by 1`,
  );
  expect(left.rows.map((r) => r.details)).toEqual(['retention-20']);
});
