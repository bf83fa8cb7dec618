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

/**
 * Attaches the audit triggers to every table of the public schema but the opted-out ones (and removes
 * them from a table opted out later), idempotent: a trigger whose argument is already the declaration's
 * is left alone, so a start that changed nothing writes no DDL. (The log is append-only: harden.ts's
 * `appendOnlyTables`.)
 */
export async function attachAuditTriggers(db: SqlExecutor): Promise<void> {
  const { rows: tables } = await db.query<{ table_name: string }>(`
    SELECT table_name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`);
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
    const config = auditConfig(table);
    for (const [name, event, referencing] of events) {
      if (current.get(`${table} ${name}`) === config) continue;
      await db.query(
        `CREATE OR REPLACE TRIGGER "${name}" AFTER ${event} ON "${table}" REFERENCING ${referencing}
         FOR EACH STATEMENT EXECUTE FUNCTION audit_entity_change(${literal(config)})`,
      );
    }
  }
}
