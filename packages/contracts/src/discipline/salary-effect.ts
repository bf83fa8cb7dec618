import { z } from 'zod';
import { dateOnly } from '../platform/dates.ts';
import { defineEnum } from '../platform/enum.ts';
import { moneyAmount } from '../platform/money.ts';
import { checkAName, localizedName } from '../platform/names.ts';
import { concurrencyStamp, optionalIdFilter } from '../platform/paging.contract.ts';
import { entityDto } from '../platform/resource.ts';
import { filteredListQuery, listQuery } from '../platform/sorting.ts';
import { trimmedText } from '../platform/text.ts';

/** How a penalty's or a reward's type moves pay: a fixed amount, or a percentage of a base payroll chooses. */
export const SalaryEffectValueTypes = defineEnum('SalaryEffectValueType', {
  FixedAmount: { value: 0, en: 'Fixed amount', ar: 'مبلغ ثابت' },
  Percentage: { value: 1, en: 'Percentage', ar: 'نسبة مئوية' },
});
export const SalaryEffectValueType = SalaryEffectValueTypes.values;
export type SalaryEffectValueType = number;

const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

/**
 * The salary effect of a type, as its create and update send it: both empty (no effect on pay), or a
 * value type and a value. A fixed amount is money (numeric(18,2): up to 16 digits and 2 decimals); a
 * percentage lies between 0 and 100 with at most 2 decimals. Answered as decimal strings.
 */
export const salaryEffectFields = {
  salaryEffectValueType: z.preprocess(blankToNull, SalaryEffectValueTypes.schema.nullable()),
  salaryEffectValue: z.preprocess(blankToNull, moneyAmount.nullable()),
};

/** The effect's rules: a value needs its type and a type its value; a percentage is at most 100. */
type EffectValues = { salaryEffectValueType: number | null; salaryEffectValue: string | null };
export function salaryEffectRules(e: EffectValues, ctx: z.RefinementCtx) {
  if (e.salaryEffectValueType !== null && e.salaryEffectValue === null)
    ctx.addIssue({
      code: 'custom',
      path: ['salaryEffectValue'],
      message: 'Discipline:SalaryEffectValueRequired',
    });
  if (e.salaryEffectValueType === null && e.salaryEffectValue !== null)
    ctx.addIssue({
      code: 'custom',
      path: ['salaryEffectValueType'],
      message: 'Discipline:SalaryEffectTypeRequired',
    });
  if (
    e.salaryEffectValueType === SalaryEffectValueType.Percentage &&
    e.salaryEffectValue !== null &&
    Number(e.salaryEffectValue) > 100
  )
    ctx.addIssue({ code: 'custom', path: ['salaryEffectValue'], message: 'Discipline:PercentageOutOfRange' });
}

/** The nested read shape of an effect (the spec's penaltySalaryEffect / rewardSalaryEffect). */
export const salaryEffectDto = z.object({
  salaryEffectValueType: SalaryEffectValueTypes.dto.nullable(),
  /** Decimal string ("25.00"); null: no effect. */
  salaryEffectValue: z.string().nullable(),
});
export type SalaryEffectDto = z.infer<typeof salaryEffectDto>;

/** How the grids show an effect: the number, the number with %, or '-' when empty. */
export function formatSalaryEffect(effect: SalaryEffectDto): string {
  if (effect.salaryEffectValue === null || effect.salaryEffectValueType === null) return '-';
  const n = String(Number(effect.salaryEffectValue));
  return effect.salaryEffectValueType === SalaryEffectValueType.Percentage ? `${n}%` : n;
}

/** A type's name (in English and in Arabic, one at least) and code (unique in the tenant, whatever its case). */
export const typeNameAndCode = {
  ...localizedName.input,
  code: trimmedText()
    .min(1)
    .max(32)
    .regex(/^[A-Za-z0-9_-]+$/, { message: 'Discipline:InvalidCode' }),
};

/**
 * The three dates of a penalty or a reward (document 2 §penalties, document 3 §5), all required:
 * declaration not after implementation, implementation not after expiration (the intended rule; the
 * original edit forms read a differently named field). The form revalidates the others when one changes.
 */
export const datedRecordFields = {
  declarationDate: dateOnly,
  implementationDate: dateOnly,
  expirationDate: dateOnly,
};
type DatedValues = { declarationDate: string; implementationDate: string; expirationDate: string };
export function datedRecordRules(r: DatedValues, ctx: z.RefinementCtx) {
  if (r.declarationDate > r.implementationDate)
    ctx.addIssue({ code: 'custom', path: ['declarationDate'], message: 'Discipline:InvalidDeclarationDate' });
  if (r.implementationDate > r.expirationDate) {
    ctx.addIssue({
      code: 'custom',
      path: ['implementationDate'],
      message: 'Discipline:InvalidImplementationDate',
    });
    ctx.addIssue({ code: 'custom', path: ['expirationDate'], message: 'Discipline:InvalidExpirationDate' });
  }
}

/**
 * The schemas of a type with a salary effect (penalty types, reward types): name, code, the effect and the
 * type's own fields (`extra` in the inputs, `extraDto` in the answer), the effect nested again under
 * `nestedKey` in the answer (penaltySalaryEffect, rewardSalaryEffect), and the list's query.
 */
export function effectTypeSchemas<K extends string, E extends z.ZodRawShape, D extends z.ZodRawShape>(
  nestedKey: K,
  extra: E,
  extraDto: D,
) {
  const fields = z.object({ ...typeNameAndCode, ...salaryEffectFields, ...extra });
  const nested = { [nestedKey]: salaryEffectDto } as { [P in K]: typeof salaryEffectDto };
  return {
    create: fields.superRefine((v, ctx) => {
      checkAName(v, ctx);
      salaryEffectRules(v as EffectValues, ctx);
    }),
    update: fields.extend({ concurrencyStamp }).superRefine((v, ctx) => {
      checkAName(v, ctx);
      salaryEffectRules(v as EffectValues, ctx);
    }),
    dto: entityDto({
      ...localizedName.dto,
      code: z.string(),
      salaryEffectValueType: SalaryEffectValueTypes.dto.nullable(),
      salaryEffectValue: z.string().nullable(),
      ...nested,
      ...extraDto,
    }),
    /** Paging, sorting, part of the name or code. */
    list: filteredListQuery(['name', 'code', 'creationTime']),
  };
}

/** A penalty's summary: optional, empty text meaning none. */
export const optionalSummary = z.preprocess((v) => (v === '' ? null : v), trimmedText().max(2000).nullish());
/** A reward's summary: required (document 3 §5). */
export const requiredSummary = trimmedText().min(1).max(2000);

/**
 * The schemas of a dated record of an employee (penalties, rewards): the employee, its type under
 * `typeKey` (penaltyTypeId, rewardTypeId), the three dates with their rules, and its `summary` schema; the
 * list's query (employeeId, paging, sorting).
 */
export function datedRecordSchemas<K extends string, S extends z.ZodType>(typeKey: K, summary: S) {
  const fields = z.object({
    employeeId: z.uuid(),
    ...({ [typeKey]: z.uuid() } as { [P in K]: z.ZodUUID }),
    ...datedRecordFields,
    summary,
  });
  return {
    create: fields.superRefine((v, ctx) => datedRecordRules(v as DatedValues, ctx)),
    update: fields
      .extend({ concurrencyStamp })
      .superRefine((v, ctx) => datedRecordRules(v as DatedValues, ctx)),
    /** employeeId (the all-zero UUID: every employee), paging, sorting. */
    list: listQuery(['declarationDate', 'implementationDate', 'expirationDate', 'creationTime']).extend({
      employeeId: optionalIdFilter,
    }),
  };
}
