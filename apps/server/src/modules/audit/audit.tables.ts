import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, smallint, uuid, varchar } from 'drizzle-orm/pg-core';
import { instant, tenantOrHostIsolationPolicy } from '../../platform/db/columns.ts';

/**
 * The entity change log (issue 40): one row per created, updated or deleted row of a business table,
 * written by the audit triggers (`platform/db/audit-trail.ts`, attached by harden.ts) in the transaction
 * that made the change, with the request's actor (`app.audit`, set with the tenant at BEGIN). Append-only:
 * the application role may insert and read, never update or delete (harden.ts revokes it); the retention
 * job deletes as the owner. A host's change (tenants, host users, features) has tenant_id null.
 *
 * `properties`: `{ column: [old, new] }` for each changed column (a create's new values, a delete's old
 * ones), or `{ column: "secret" }` for a secret column that changed (no values).
 */
export const entityChanges = pgTable(
  'audit_entity_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: uuid('tenant_id'),
    changeTime: instant('change_time').notNull().defaultNow(),
    userId: uuid('user_id'),
    userName: varchar('user_name', { length: 256 }),
    impersonatorUserId: uuid('impersonator_user_id'),
    impersonatorTenantId: uuid('impersonator_tenant_id'),
    clientId: varchar('client_id', { length: 200 }),
    clientIpAddress: varchar('client_ip_address', { length: 64 }),
    browserInfo: varchar('browser_info', { length: 512 }),
    correlationId: varchar('correlation_id', { length: 64 }),
    entityType: varchar('entity_type', { length: 64 }).notNull(),
    entityId: varchar('entity_id', { length: 200 }).notNull(),
    parentEntityType: varchar('parent_entity_type', { length: 64 }),
    parentEntityId: varchar('parent_entity_id', { length: 200 }),
    /** 0 created, 1 updated, 2 deleted (a soft delete too). */
    changeType: smallint('change_type').notNull(),
    properties: jsonb('properties').notNull(),
  },
  (t) => [
    // One entity's history, newest first; its children's through the parent.
    index('audit_entity_changes_tenant_entity').on(t.tenantId, t.entityType, t.entityId, t.id),
    index('audit_entity_changes_tenant_parent')
      .on(t.tenantId, t.parentEntityType, t.parentEntityId, t.id)
      .where(sql`${t.parentEntityId} is not null`),
    // The log's list (newest first, a date range) and the retention purge.
    index('audit_entity_changes_tenant_time').on(t.tenantId, t.changeTime),
    // The log's filter by request id (always a value): a job's records (a payroll run's payslips) have none
    // and are left out of it, so the job's inserts do not maintain it.
    index('audit_entity_changes_tenant_correlation')
      .on(t.tenantId, t.correlationId)
      .where(sql`${t.correlationId} is not null`),
    check('audit_entity_changes_type', sql`${t.changeType} between 0 and 2`),
    tenantOrHostIsolationPolicy('audit_entity_changes'),
  ],
);
