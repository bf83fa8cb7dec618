import {
  type CreateLeaveAllocation,
  createLeaveAllocationInput,
  maxLeaveDays,
  maxLeaveHours,
} from '@hr/contracts';
import { not } from 'drizzle-orm';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import type { Database } from '../../platform/db/database.ts';
import { localName } from '../../platform/db/names.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import { byCodeOrName } from '../../platform/import/code-or-name.ts';
import { declareImport } from '../../platform/import/declared-import.ts';
import { employeeColumn } from '../../platform/import/employee-column.ts';
import type { EmployeesApi } from '../employees/public.ts';
import { leaveTypes } from './leave.tables.ts';
import type { LeaveAllocationService } from './leave-allocation.service.ts';

/** The tenant's live leave types a cell names: by its name in either language or by its code (any case). */
async function leaveTypesNamed(db: Database, ctx: RequestContext, texts: readonly string[]) {
  const tenantId = tenantOf(ctx);
  const rows = await db.transaction(ctx, (tx) =>
    tx
      .select({
        id: leaveTypes.id,
        nameEn: leaveTypes.nameEn,
        nameAr: leaveTypes.nameAr,
        code: leaveTypes.code,
        label: localName(leaveTypes),
      })
      .from(leaveTypes)
      .where(tenantRows(leaveTypes, tenantId, [not(leaveTypes.isDeleted)]))
      .orderBy(localName(leaveTypes))
      .limit(1000),
  );
  return { rows, answer: byCodeOrName(rows, texts) };
}

/**
 * The leave allocations' import from Excel (and opening balances: an allocation of what an employee has
 * left, valid from the day the tenant starts using the system), a declaration of the platform's import. One
 * row an allocation: the employee by national number or name (as the employees' import finds a manager),
 * the leave type by name in either language or code, the validity, the days or hours; each created by the
 * allocation service's own create (its Allocated ledger entry, the overlap and type rules, the audit trail),
 * all or nothing.
 */
export function createLeaveAllocationImport(
  db: Database,
  deps: {
    allocations: Pick<LeaveAllocationService, 'create'>;
    employees: Pick<EmployeesApi['employees'], 'byNumberOrName'>;
  },
) {
  return declareImport(db, {
    sheetName: { en: 'Leave allocations', ar: 'أرصدة الإجازات' },
    columns: [
      employeeColumn(deps.employees),
      {
        key: 'leaveType',
        type: 'reference',
        required: true,
        header: { en: 'Leave type', ar: 'نوع الإجازة' },
        width: 24,
        note: {
          en: 'A leave type by its name (in English or Arabic) or its code, as the Lists sheet writes it.',
          ar: 'نوع إجازة باسمه (بالعربية أو بالإنجليزية) أو برمزه، كما هو مكتوب في ورقة القوائم.',
        },
        lookup: async (ctx, texts) => (await leaveTypesNamed(db, ctx, texts)).answer,
        choices: async (ctx) => (await leaveTypesNamed(db, ctx, [])).rows.map((r) => r.label),
      },
      {
        key: 'validityFrom',
        type: 'date',
        required: true,
        header: { en: 'Valid from', ar: 'صالح من' },
        width: 14,
      },
      {
        key: 'validityTo',
        type: 'date',
        required: true,
        header: { en: 'Valid to', ar: 'صالح حتى' },
        width: 14,
      },
      {
        key: 'numberOfDays',
        type: 'number',
        min: 0,
        max: maxLeaveDays,
        places: 2,
        required: false,
        header: { en: 'Days', ar: 'الأيام' },
        width: 10,
        note: {
          en: 'For a leave type taken by days (an opening balance: the days left).',
          ar: 'لنوع إجازة يؤخذ بالأيام (الرصيد الافتتاحي: الأيام المتبقية).',
        },
      },
      {
        key: 'numberOfHours',
        type: 'number',
        min: 0,
        max: maxLeaveHours,
        places: 2,
        required: false,
        header: { en: 'Hours', ar: 'الساعات' },
        width: 10,
        note: { en: 'For a leave type taken by hours.', ar: 'لنوع إجازة يؤخذ بالساعات.' },
      },
    ],
    command: (v) => ({
      employeeId: v.employee,
      leaveTypeId: v.leaveType,
      validityFrom: v.validityFrom,
      validityTo: v.validityTo,
      numberOfDays: v.numberOfDays ?? 0,
      numberOfHours: v.numberOfHours ?? 0,
    }),
    schema: createLeaveAllocationInput,
    paths: { employeeId: 'employee', leaveTypeId: 'leaveType' },
    columnOfCode: {
      'Leave:EmployeeNotFound': 'employee',
      'Leave:LeaveTypeNotFound': 'leaveType',
      'Leave:AllocationOverlaps': 'validityFrom',
    },
    write: (ctx, command: CreateLeaveAllocation) => deps.allocations.create(ctx, command),
    label: (_v, cell) => `${cell('employee') || '—'} · ${cell('leaveType')}`,
  });
}
