import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  numeric,
  smallint,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { instant } from '../../platform/db/columns.ts';
import { localizedNameColumns, localizedNameRules } from '../../platform/db/names.ts';
import { softDeletedTenantTable } from '../../platform/db/tenant-table.ts';

/** Which of the two a type or a record is: penalties and rewards share one shape and one table each. */
export const DisciplineKind = { Penalty: 0, Reward: 1 } as const;
export type DisciplineKind = (typeof DisciplineKind)[keyof typeof DisciplineKind];

/**
 * Penalty types (kind 0) and reward types (kind 1) of a tenant: the code is unique among a tenant's live
 * types of a kind whatever its case; the salary effect is a value type (SalaryEffectValueType) and a value,
 * both null when the type does not move pay. `is_terminate_contract` is a penalty type's (false on rewards).
 */
export const disciplineTypes = softDeletedTenantTable(
  'discipline_types',
  {
    kind: smallint('kind').notNull(),
    ...localizedNameColumns(),
    code: varchar('code', { length: 32 }).notNull(),
    normalizedCode: varchar('normalized_code', { length: 32 }).notNull(),
    salaryEffectValueType: smallint('salary_effect_value_type'),
    salaryEffectValue: numeric('salary_effect_value', { precision: 18, scale: 2 }),
    isTerminateContract: boolean('is_terminate_contract').notNull().default(false),
  },
  (t) => [
    uniqueIndex('discipline_types_tenant_kind_code')
      .on(t.tenantId, t.kind, t.normalizedCode)
      .where(sql`not ${t.isDeleted}`),
    ...localizedNameRules('discipline_types', t),
    check('discipline_types_kind', sql`${t.kind} between 0 and 1`),
    check(
      'discipline_types_effect',
      sql`(${t.salaryEffectValueType} is null) = (${t.salaryEffectValue} is null)
        and (${t.salaryEffectValue} is null or ${t.salaryEffectValue} >= 0)
        and (${t.salaryEffectValueType} is distinct from 1 or ${t.salaryEffectValue} <= 100)`,
    ),
  ],
);

/**
 * Penalties (kind 0) and rewards (kind 1) of employees (the employee belongs to another module: no foreign
 * key). A penalty whose type terminates contracts keeps the contract it cancels (`termination_contract_*`,
 * planned at its save) and when it did (`termination_done_at`, null while planned for a later date).
 */
export const disciplineRecords = softDeletedTenantTable(
  'discipline_records',
  {
    kind: smallint('kind').notNull(),
    employeeId: uuid('employee_id').notNull(),
    typeId: uuid('type_id')
      .notNull()
      .references(() => disciplineTypes.id),
    declarationDate: date('declaration_date', { mode: 'string' }).notNull(),
    implementationDate: date('implementation_date', { mode: 'string' }).notNull(),
    expirationDate: date('expiration_date', { mode: 'string' }).notNull(),
    summary: varchar('summary', { length: 2000 }),
    terminationContractId: uuid('termination_contract_id'),
    terminationContractName: varchar('termination_contract_name', { length: 128 }),
    terminationDoneAt: instant('termination_done_at'),
  },
  (t) => [
    // The lists (newest implementation first) and payroll's period reads, of everyone or one employee.
    index('discipline_records_tenant_kind_implementation')
      .on(t.tenantId, t.kind, t.implementationDate.desc(), t.id.desc())
      .where(sql`not ${t.isDeleted}`),
    index('discipline_records_tenant_employee_implementation')
      .on(t.tenantId, t.employeeId, t.kind, t.implementationDate)
      .where(sql`not ${t.isDeleted}`),
    index('discipline_records_tenant_type').on(t.tenantId, t.typeId),
    // The daily job: the planned terminations whose date has come.
    index('discipline_records_tenant_planned_termination')
      .on(t.tenantId, t.implementationDate)
      .where(
        sql`not ${t.isDeleted} and ${t.terminationContractId} is not null and ${t.terminationDoneAt} is null`,
      ),
    check('discipline_records_kind', sql`${t.kind} between 0 and 1`),
    check(
      'discipline_records_dates',
      sql`${t.declarationDate} <= ${t.implementationDate} and ${t.implementationDate} <= ${t.expirationDate}`,
    ),
  ],
);
