import { createPenaltyInput, createRewardInput, displayParam, type LocalizedText } from '@hr/contracts';
import { eq, not } from 'drizzle-orm';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import type { Database } from '../../platform/db/database.ts';
import { localName } from '../../platform/db/names.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import { byCodeOrName } from '../../platform/import/code-or-name.ts';
import { declareImport } from '../../platform/import/declared-import.ts';
import { employeeColumn } from '../../platform/import/employee-column.ts';
import type { EmployeesApi } from '../employees/public.ts';
import { DisciplineKind, disciplineTypes } from './discipline.tables.ts';
import type { RecordInput } from './discipline-record.service.ts';

/** The tenant's live types of a kind a cell names: by its code, else by its name in either language (any case). */
async function typesNamed(db: Database, ctx: RequestContext, kind: DisciplineKind, texts: readonly string[]) {
  const tenantId = tenantOf(ctx);
  const rows = await db.transaction(ctx, (tx) =>
    tx
      .select({
        id: disciplineTypes.id,
        nameEn: disciplineTypes.nameEn,
        nameAr: disciplineTypes.nameAr,
        code: disciplineTypes.code,
        label: localName(disciplineTypes),
      })
      .from(disciplineTypes)
      .where(
        tenantRows(disciplineTypes, tenantId, [
          eq(disciplineTypes.kind, kind),
          not(disciplineTypes.isDeleted),
        ]),
      )
      .orderBy(localName(disciplineTypes))
      .limit(1000),
  );
  return { rows, answer: byCodeOrName(rows, texts) };
}

const texts = {
  [DisciplineKind.Penalty]: {
    sheet: { en: 'Penalties', ar: 'العقوبات' },
    type: { en: 'Penalty type', ar: 'نوع العقوبة' },
    typeKey: 'penaltyTypeId',
    summaryNote: { en: 'Optional, up to 2000 characters.', ar: 'اختياري، حتى 2000 حرف.' },
  },
  [DisciplineKind.Reward]: {
    sheet: { en: 'Rewards', ar: 'المكافآت' },
    type: { en: 'Reward type', ar: 'نوع المكافأة' },
    typeKey: 'rewardTypeId',
    summaryNote: { en: 'Required, up to 2000 characters.', ar: 'مطلوب، حتى 2000 حرف.' },
  },
} as const satisfies Record<
  DisciplineKind,
  { sheet: LocalizedText; type: LocalizedText; typeKey: string; summaryNote: LocalizedText }
>;

/**
 * The salary inputs of a period from Excel: penalties or rewards (one declaration for both kinds, mounted on
 * each list behind its own create permission), a declaration of the platform's import. One row a record: the
 * employee by national number or name, the type (whose salary effect, a fixed amount or a percentage, is what
 * payroll's PENALTY_* / REWARD_* inputs add up) by code or by name in either language, the implementation date
 * (the pay period it counts in), the declaration and expiration dates (empty: the implementation date) and
 * the summary; each created by the record service's own create (its locks, rules, a terminating penalty's
 * contract cancellation, the audit trail), all or nothing.
 */
export function createDisciplineRecordImport(
  db: Database,
  kind: DisciplineKind,
  deps: {
    records: { create(ctx: RequestContext, input: RecordInput): Promise<string> };
    employees: Pick<EmployeesApi['employees'], 'byNumberOrName'>;
  },
) {
  const text = texts[kind];
  const typeKey = text.typeKey;
  const sameAsImplementation = {
    en: 'Empty: the implementation date.',
    ar: 'فارغ: تاريخ التنفيذ.',
  };
  return declareImport(db, {
    sheetName: text.sheet,
    columns: [
      employeeColumn(deps.employees),
      {
        key: 'type',
        type: 'reference',
        required: true,
        header: text.type,
        width: 24,
        note: {
          en: 'By its name (in English or Arabic) or its code, as the Lists sheet writes it. Its salary effect (an amount or a percentage) is what payroll counts.',
          ar: 'باسمه (بالعربية أو بالإنجليزية) أو برمزه، كما هو مكتوب في ورقة القوائم. أثره على الراتب (مبلغ أو نسبة) هو ما يحتسبه الرواتب.',
        },
        lookup: async (ctx, texts) => (await typesNamed(db, ctx, kind, texts)).answer,
        choices: async (ctx) => (await typesNamed(db, ctx, kind, [])).rows.map((r) => r.label),
      },
      {
        key: 'implementationDate',
        type: 'date',
        required: true,
        header: { en: 'Implementation date', ar: 'تاريخ التنفيذ' },
        width: 16,
        note: {
          en: 'The day it takes effect: payroll counts it in the period this day falls in.',
          ar: 'يوم سريانه: تحتسبه الرواتب في الفترة التي يقع فيها هذا اليوم.',
        },
      },
      {
        key: 'declarationDate',
        type: 'date',
        required: false,
        header: { en: 'Declaration date', ar: 'تاريخ الإعلان' },
        width: 16,
        note: sameAsImplementation,
      },
      {
        key: 'expirationDate',
        type: 'date',
        required: false,
        header: { en: 'Expiration date', ar: 'تاريخ الانتهاء' },
        width: 16,
        note: sameAsImplementation,
      },
      {
        key: 'summary',
        type: 'text',
        max: 2000,
        required: false,
        header: { en: 'Summary', ar: 'الملخص' },
        width: 40,
        note: text.summaryNote,
      },
    ],
    command: (v) => ({
      employeeId: v.employee,
      [typeKey]: v.type,
      implementationDate: v.implementationDate,
      declarationDate: v.declarationDate ?? v.implementationDate,
      expirationDate: v.expirationDate ?? v.implementationDate,
      summary: v.summary ?? (kind === DisciplineKind.Penalty ? null : ''),
    }),
    schema: kind === DisciplineKind.Penalty ? createPenaltyInput : createRewardInput,
    paths: { employeeId: 'employee', [typeKey]: 'type' },
    columnOfCode: {
      'Discipline:EmployeeNotFound': 'employee',
      'Discipline:TypeNotFound': 'type',
    },
    write: (ctx, command: RecordInput & Record<string, string>) =>
      deps.records.create(ctx, { ...command, typeId: command[typeKey]! }),
    label: (_v, cell) =>
      `${cell('employee') || '—'} · ${cell('type')} · ${displayParam(cell('implementationDate'))}`,
  });
}
