import { createHash } from 'node:crypto';
import { settingDefinitions } from '@hr/contracts';
import type { SqlExecutor } from './database.ts';

/**
 * The entity change log's declarations (issue 40), in one place: which tables are business data and how
 * their rows are recorded. harden.ts attaches the audit triggers (statement-level, with transition
 * tables: migration `audit_entity_change()`) to **every** table of the public schema that is not in
 * {@link notAudited}, after every migration: a table added later is recorded without a line written (as
 * its table name, until it is declared here with a name the screens label). A change and its record
 * commit together or not at all: the trigger runs in the changing statement's transaction.
 */
export interface AuditDeclaration {
  /** The stable name of the entity (`Employee`): what the screens label and the history endpoint takes. */
  entity: string;
  /** The key columns when the table has no `id` (their values joined by '/'). */
  key?: string[];
  /** A child row's parent: its History shows the child's changes too. */
  parent?:
    | { column: string; entity: string }
    | { column: string; typeColumn: string; types: Record<string, string> };
  /** Columns never recorded (beyond {@link alwaysExcluded}). */
  exclude?: string[];
  /** Columns recorded as "changed", never with their values (beyond {@link alwaysSecret}). */
  secret?: string[];
  /** Rows whose `column` is one of `values` have `columns` recorded as secret (an encrypted setting's value). */
  secretRows?: { column: string; values: string[]; columns: string[] };
}

/** Bookkeeping columns of every entity: who and when are the record's own; `normalized_*` are derived. */
export const alwaysExcluded = [
  'id',
  'tenant_id',
  'creation_time',
  'creator_id',
  'last_modification_time',
  'last_modifier_id',
  'deleter_id',
  'deletion_time',
  'concurrency_stamp',
];
/** Never a value in the log: password hashes, stamps, sealed keys, PINs, token hashes. */
export const alwaysSecret = ['password_hash', 'security_stamp', 'com_key_sealed', 'pin', 'token_hash'];

/** Tables that are not business data, each with its reason: no trigger. */
export const notAudited: Record<string, string> = {
  audit_entity_changes: 'the log itself',
  access_versions: 'counters raised by triggers (the access stamp)',
  seed_versions: "the demo data's version, written at start",
  revoked_access_tokens: 'tokens (the security log records revocations)',
  signing_keys: 'key material',
  oidc_payloads: "the OpenID provider's sessions, grants and tokens",
  sign_in_failures: 'rate-limit counters (the security log records failed sign-ins)',
  password_resets: 'one-time tokens (the security log records resets)',
  user_directory: "a derived index of users' tenants for the sign-in",
  notifications: 'messages to users, derived from the changes that are recorded',
  go_tasks: 'approval tasks: the decision is recorded on the request it decides (state, decided by)',
  job_execution_records: "a job's own run record",
  job_execution_logs: "a job's own run log",
  attachment_contents: "file bytes: the attachment's row records the file (name, size, type)",
  punches: 'raw device punches, read by the sync and never edited (the attendance records are recorded)',
  terminal_log_marks: "the sync's own mark of where a device's log stood (the punches it read are stored)",
  leave_request_days: "the request's days, derived from its dates whenever it is saved",
  payroll_run_employees:
    "a run's progress per employee, written by its worker (the run and its payslips are recorded)",
  security_logs: 'the security log, itself a record (who, when, from where)',
  user_sessions: 'sign-in sessions, recorded in the security log (sign-ins, sessions ended)',
  user_recovery_codes: 'two-factor recovery codes (hashes; their use is in the security log)',
  payslip_number_counters:
    "the payslip numbers' counters per tenant and year (each payslip's number is recorded)",
  due_reminders:
    'reminders sent, derived from the documents, contracts and custody items (which are recorded)',
  reminder_digests: "the reminders' daily mail digests sent",
  reminder_runs: "the reminders job's own run per tenant and day",
  dashboard_payroll_months: 'summaries kept by triggers from the payslips (which are recorded)',
  dashboard_payroll_categories: 'summaries kept by triggers from the payslips (which are recorded)',
  dashboard_roster:
    "HR's today, derived from the contracts, schedules and attendance (which are recorded), kept by triggers",
  dashboard_roster_days: "the days whose roster is built (a summary's bookkeeping)",
  currencies: 'reference data (ISO 4217) loaded at every start',
  account_types: 'reference data loaded at every start',
};

const extraFieldOwners = { '0': 'Employee', '1': 'Contract' };

/** The tables' entity names and their special columns. */
export const auditDeclarations: Record<string, AuditDeclaration> = {
  tenants: { entity: 'Tenant' },
  feature_values: { entity: 'Feature' },
  users: {
    entity: 'User',
    // The lockout counters and the last code's time step change at every sign-in: the security log has them.
    exclude: ['access_failed_count', 'lockout_end', 'two_factor_last_step'],
    secret: ['two_factor_secret', 'two_factor_pending_secret'],
  },
  roles: { entity: 'Role' },
  user_roles: {
    entity: 'UserRole',
    key: ['user_id', 'role_id'],
    parent: { column: 'user_id', entity: 'User' },
  },
  permission_grants: { entity: 'PermissionGrant' },
  settings: {
    entity: 'Setting',
    secretRows: {
      column: 'name',
      values: settingDefinitions.filter((d) => d.isEncrypted).map((d) => d.name),
      columns: ['value'],
    },
  },
  departments: { entity: 'Department' },
  job_titles: { entity: 'JobTitle' },
  employees: { entity: 'Employee' },
  extra_field_definitions: { entity: 'ExtraFieldDefinition' },
  extra_field_values: {
    entity: 'ExtraFieldValue',
    key: ['entity_type', 'entity_id', 'definition_id'],
    parent: { column: 'entity_id', typeColumn: 'entity_type', types: extraFieldOwners },
  },
  attachment_types: { entity: 'AttachmentType' },
  attachments: {
    entity: 'Attachment',
    parent: { column: 'bind_entity_id', typeColumn: 'entity_type', types: extraFieldOwners },
  },
  contracts: { entity: 'Contract' },
  contract_working_schedules: {
    entity: 'ContractWorkingSchedule',
    parent: { column: 'contract_id', entity: 'Contract' },
  },
  working_schedules: { entity: 'WorkingSchedule' },
  working_hours: {
    entity: 'WorkingHours',
    parent: { column: 'working_schedule_id', entity: 'WorkingSchedule' },
  },
  attendance_records: { entity: 'AttendanceRecord' },
  attendance_requests: { entity: 'AttendanceRequest' },
  terminals: { entity: 'Terminal' },
  employee_pins: { entity: 'EmployeePin' },
  holidays: { entity: 'Holiday' },
  leave_types: { entity: 'LeaveType' },
  leave_allocations: { entity: 'LeaveAllocation' },
  leave_ledger: {
    entity: 'LeaveLedgerEntry',
    parent: { column: 'allocation_id', entity: 'LeaveAllocation' },
  },
  leave_requests: { entity: 'LeaveRequest' },
  discipline_types: { entity: 'DisciplineType' },
  discipline_records: { entity: 'DisciplineRecord' },
  employee_custodies: { entity: 'EmployeeCustody' },
  salary_rule_categories: { entity: 'SalaryRuleCategory' },
  salary_rules: { entity: 'SalaryRule' },
  salary_structures: { entity: 'SalaryStructure' },
  salary_structure_rules: {
    entity: 'SalaryStructureRule',
    key: ['structure_id', 'sequence'],
    parent: { column: 'structure_id', entity: 'SalaryStructure' },
  },
  payslips: { entity: 'Payslip' },
  payroll_runs: { entity: 'PayrollRun' },
  tenant_currencies: { entity: 'TenantCurrency' },
  exchange_rates: { entity: 'ExchangeRate' },
  financial_accounts: { entity: 'FinancialAccount' },
  financial_periods: { entity: 'FinancialPeriod' },
  accounting_auditings: { entity: 'AccountingAuditing' },
  banks: { entity: 'Bank' },
  journal_entries: { entity: 'JournalEntry' },
  journal_entry_lines: { entity: 'JournalEntryLine', parent: { column: 'entry_id', entity: 'JournalEntry' } },
  document_renewals: { entity: 'DocumentRenewal' },
};

/** The trigger's argument for a table: its declaration with the common exclusions, as JSON. */
export function auditConfig(table: string): string {
  const declared = auditDeclarations[table] ?? { entity: table };
  return JSON.stringify({
    entity: declared.entity,
    ...(declared.key ? { key: declared.key } : {}),
    ...(declared.parent ? { parent: declared.parent } : {}),
    exclude: [...alwaysExcluded, ...(declared.exclude ?? [])],
    secret: [...alwaysSecret, ...(declared.secret ?? [])],
    ...(declared.secretRows ? { secretRows: declared.secretRows } : {}),
  });
}

const events = [
  ['audit_insert', 'INSERT', 'NEW TABLE AS new_rows'],
  ['audit_update', 'UPDATE', 'OLD TABLE AS old_rows NEW TABLE AS new_rows'],
  ['audit_delete', 'DELETE', 'OLD TABLE AS old_rows'],
] as const;

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** A table's column as the generated trigger needs it. */
export interface AuditColumn {
  name: string;
  dataType: string;
}

/**
 * The trigger function of one table (issue 40 §7: the audit's cost), generated from its declaration and its
 * columns: the same records as the generic `audit_entity_change` (migration `audit-trigger`), but each
 * column compared with its own type and turned into JSON only when it changed, the key and parent read
 * from their columns, no per-row JSON of the whole row and no SQL function planned per statement. An
 * update of rows whose recorded columns did not change writes nothing.
 */
export function auditFunction(table: string, columns: readonly AuditColumn[]): { name: string; sql: string } {
  const declared = auditDeclarations[table] ?? { entity: table };
  const name = `audit_of_${table}`.slice(0, 63);
  const has = new Set(columns.map((c) => c.name));
  const exclude = new Set([...alwaysExcluded, ...(declared.exclude ?? [])]);
  const secret = new Set([...alwaysSecret, ...(declared.secret ?? [])]);
  const recorded = columns.filter((c) => !exclude.has(c.name) && !c.name.startsWith('normalized_'));
  const text = (r: string, column: string) => `(to_jsonb(${r}.${ident(column)}) #>> '{}')`;
  const json = (r: string, c: AuditColumn) =>
    c.dataType === 'jsonb'
      ? `coalesce(${r}.${ident(c.name)}, 'null'::jsonb)`
      : `to_jsonb(${r}.${ident(c.name)})`;
  const present = (r: string, c: AuditColumn) =>
    c.dataType === 'jsonb'
      ? `(${r}.${ident(c.name)} IS NOT NULL AND ${r}.${ident(c.name)} <> 'null'::jsonb)`
      : `${r}.${ident(c.name)} IS NOT NULL`;
  const isSecret = (c: AuditColumn, row: string) =>
    secret.has(c.name)
      ? 'true'
      : declared.secretRows?.columns.includes(c.name) && has.has(declared.secretRows.column)
        ? `${row}.${ident(declared.secretRows.column)} = ANY (ARRAY[${declared.secretRows.values.map(literal).join(', ') || "''"}]::text[])`
        : 'false';
  const value = (c: AuditColumn, row: string, pair: string) => {
    const s = isSecret(c, row);
    return s === 'true'
      ? `'"secret"'::jsonb`
      : s === 'false'
        ? pair
        : `CASE WHEN ${s} THEN '"secret"'::jsonb ELSE ${pair} END`;
  };
  const entry = (c: AuditColumn, when: string, v: string) =>
    `CASE WHEN ${when} THEN jsonb_build_object(${literal(c.name)}, ${v}) ELSE '{}'::jsonb END`;
  const chain = (parts: string[]) =>
    parts.length ? `('{}'::jsonb || ${parts.join('\n      || ')})` : `'{}'::jsonb`;
  const created = chain(
    recorded.map((c) =>
      entry(c, present('n', c), value(c, 'n', `jsonb_build_array(NULL::jsonb, ${json('n', c)})`)),
    ),
  );
  const deleted = chain(
    recorded.map((c) =>
      entry(c, present('o', c), value(c, 'o', `jsonb_build_array(${json('o', c)}, NULL::jsonb)`)),
    ),
  );
  const changed = chain(
    recorded.map((c) =>
      entry(
        c,
        c.dataType === 'jsonb'
          ? `${json('o', c)} IS DISTINCT FROM ${json('n', c)}`
          : `o.${ident(c.name)} IS DISTINCT FROM n.${ident(c.name)}`,
        value(c, 'n', `jsonb_build_array(${json('o', c)}, ${json('n', c)})`),
      ),
    ),
  );
  const keyColumns = declared.key ?? (has.has('id') ? ['id'] : []);
  const key = (r: string) =>
    !keyColumns.length
      ? 'NULL::text'
      : keyColumns.length === 1
        ? text(r, keyColumns[0]!)
        : `concat_ws('/', ${keyColumns.map((k) => text(r, k)).join(', ')})`;
  const join = keyColumns.length
    ? keyColumns.map((k) => `n.${ident(k)} = o.${ident(k)}`).join(' AND ')
    : 'false';
  const parent = declared.parent;
  const parentType = (r: string) =>
    !parent
      ? 'NULL::text'
      : 'entity' in parent
        ? literal(parent.entity)
        : `${literal(JSON.stringify(parent.types))}::jsonb ->> ${text(r, parent.typeColumn)}`;
  const parentId = (r: string) => (parent ? text(r, parent.column) : 'NULL::text');
  const tenant = (r: string) =>
    has.has('tenant_id') ? `coalesce(${r}."tenant_id", tx_tenant)` : 'tx_tenant';
  const softDelete = has.has('is_deleted')
    ? `CASE WHEN o."is_deleted" IS FALSE AND n."is_deleted" THEN 2 ELSE 1 END`
    : '1';
  const columnsList = `tenant_id, user_id, user_name, impersonator_user_id, impersonator_tenant_id, client_id,
      client_ip_address, browser_info, correlation_id, entity_type, entity_id, parent_entity_type, parent_entity_id,
      change_type, properties`;
  const who = `(actor ->> 'u')::uuid, actor ->> 'n', (actor ->> 'iu')::uuid, (actor ->> 'it')::uuid, actor ->> 'c',
      actor ->> 'ip', actor ->> 'ua', actor ->> 'r', ${literal(declared.entity)}`;
  const sql = `CREATE OR REPLACE FUNCTION ${ident(name)}() RETURNS trigger
LANGUAGE plpgsql SET search_path = public, pg_temp AS $audit$
-- Generated by audit-trail.ts auditFunction() for ${table}: do not edit.
DECLARE
  actor jsonb := coalesce(nullif(current_setting('app.audit', true), '')::jsonb, '{}'::jsonb);
  tx_tenant uuid := nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO audit_entity_changes (${columnsList})
    SELECT ${tenant('n')}, ${who}, ${key('n')}, ${parentType('n')}, ${parentId('n')}, 0,
      ${created}
    FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO audit_entity_changes (${columnsList})
    SELECT ${tenant('o')}, ${who}, ${key('o')}, ${parentType('o')}, ${parentId('o')}, 2,
      ${deleted}
    FROM old_rows o;
  ELSE
    INSERT INTO audit_entity_changes (${columnsList})
    SELECT ${tenant('n')}, ${who}, ${key('n')}, ${parentType('n')}, ${parentId('n')}, ${softDelete}, d.p
    FROM old_rows o JOIN new_rows n ON ${join}
    CROSS JOIN LATERAL (SELECT ${changed} AS p) d
    WHERE d.p <> '{}'::jsonb;
  END IF;
  RETURN NULL;
END $audit$`;
  return { name, sql };
}

/** A short fingerprint of a generated function: the triggers' argument, compared at the next start. */
const fingerprint = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/**
 * Attaches the audit triggers to every table of the public schema but the opted-out ones (and removes
 * them from a table opted out later), idempotent: each table gets its generated function
 * ({@link auditFunction}, from its declaration and its columns as they are after the migrations), and a
 * trigger whose argument is already that function's fingerprint is left alone, so a start that changed
 * nothing writes no DDL. (The log is append-only: harden.ts's `appendOnlyTables`.)
 */
export async function attachAuditTriggers(db: SqlExecutor): Promise<void> {
  const { rows: tables } = await db.query<{ table_name: string }>(`
    SELECT table_name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`);
  const { rows: columnRows } = await db.query<{
    table_name: string;
    column_name: string;
    data_type: string;
  }>(`
    SELECT table_name, column_name, data_type FROM information_schema.columns
    WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`);
  const columnsOf = new Map<string, AuditColumn[]>();
  for (const r of columnRows) {
    const list = columnsOf.get(r.table_name) ?? [];
    list.push({ name: r.column_name, dataType: r.data_type });
    columnsOf.set(r.table_name, list);
  }
  const { rows: existing } = await db.query<{ table_name: string; name: string; config: string }>(`
    SELECT c.relname AS table_name, t.tgname AS name,
           convert_from(substring(t.tgargs from 1 for length(t.tgargs) - 1), 'UTF8') AS config
    FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
    WHERE c.relnamespace = 'public'::regnamespace AND t.tgname LIKE 'audit\\_%' AND NOT t.tgisinternal`);
  const current = new Map(existing.map((r) => [`${r.table_name} ${r.name}`, r.config]));
  for (const { table_name: table } of tables) {
    if (table in notAudited) {
      for (const [name] of events)
        if (current.has(`${table} ${name}`)) await db.query(`DROP TRIGGER "${name}" ON "${table}"`);
      continue;
    }
    const fn = auditFunction(table, columnsOf.get(table) ?? []);
    const stamp = fingerprint(fn.sql);
    if (events.every(([name]) => current.get(`${table} ${name}`) === stamp)) continue;
    await db.query(fn.sql);
    for (const [name, event, referencing] of events)
      await db.query(
        `CREATE OR REPLACE TRIGGER "${name}" AFTER ${event} ON "${table}" REFERENCING ${referencing}
         FOR EACH STATEMENT EXECUTE FUNCTION ${ident(fn.name)}(${literal(stamp)})`,
      );
  }
}

/**
 * Before migrations run on a database that has some to apply: every audit trigger back on the generic
 * function (migration `audit-trigger`, which reads each row as JSON), whose argument is the table's
 * declaration, so that a migration dropping or renaming a column is never stopped by a generated
 * function still naming it; the generated ones come back after the migrations (harden.ts).
 */
export async function genericAuditTriggers(db: SqlExecutor): Promise<void> {
  const { rows } = await db.query<{ table_name: string; name: string; event: string }>(`
    SELECT c.relname AS table_name, t.tgname AS name
    FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
    WHERE c.relnamespace = 'public'::regnamespace AND t.tgname LIKE 'audit\\_%' AND NOT t.tgisinternal`);
  for (const { table_name: table, name } of rows) {
    const event = events.find(([n]) => n === name);
    if (!event) continue;
    await db.query(
      `CREATE OR REPLACE TRIGGER "${name}" AFTER ${event[1]} ON "${table}" REFERENCING ${event[2]}
       FOR EACH STATEMENT EXECUTE FUNCTION audit_entity_change(${literal(auditConfig(table))})`,
    );
  }
}
