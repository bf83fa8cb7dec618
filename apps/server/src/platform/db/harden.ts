import { attachAuditTriggers } from './audit-trail.ts';
import { appRole, type SqlExecutor } from './database.ts';

/**
 * Run after every migration, idempotent. drizzle-kit writes ENABLE ROW LEVEL SECURITY and the policy of
 * each tenant table but cannot write FORCE; FORCE binds the table owner too, so that no connection but a
 * superuser's escapes the policy. The application role gets the rights it needs on the public schema, and
 * none on the access counters (platform.tables.ts accessVersions). Then the audit triggers (audit-trail.ts).
 */
export async function hardenTenantTables(db: SqlExecutor): Promise<void> {
  // Only the tables not yet both enabled and forced: a start on a database hardened before writes no DDL.
  const { rows } = await db.query<{ table_name: string; enabled: boolean; forced: boolean }>(`
    SELECT c.relname AS table_name, c.relrowsecurity AS enabled, c.relforcerowsecurity AS forced
    FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid
    WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p') AND a.attname = 'tenant_id'
      AND NOT a.attisdropped AND NOT (c.relrowsecurity AND c.relforcerowsecurity)`);
  for (const { table_name, enabled, forced } of rows) {
    if (!enabled) await db.query(`ALTER TABLE "${table_name}" ENABLE ROW LEVEL SECURITY`);
    if (!forced) await db.query(`ALTER TABLE "${table_name}" FORCE ROW LEVEL SECURITY`);
  }
  await db.query(`GRANT USAGE ON SCHEMA public TO ${appRole}`);
  await db.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${appRole}`);
  await db.query(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${appRole}`);
  // The access counters are raised by triggers running as their owner, and read on the owner connection.
  await db.query(`REVOKE ALL ON access_versions FROM ${appRole}`);
  // Append-only tables (the journal, the entity change log, the security log; their purge runs as the
  // owner): the grant above gave UPDATE and DELETE on every table;
  // taken back here, after it, at every start, so no migration's grant can bring them back.
  for (const table of appendOnlyTables)
    await db.query(`REVOKE UPDATE, DELETE, TRUNCATE ON ${table} FROM ${appRole}`);
  // Every business table's changes are recorded (audit-trail.ts).
  await attachAuditTriggers(db);
}

/** Tables the application role may read and insert into, never update nor delete from. */
export const appendOnlyTables = [
  'journal_entries',
  'journal_entry_lines',
  'audit_entity_changes',
  'security_logs',
] as const;
