import { z } from 'zod';
import { dateOnly } from '../platform/dates.ts';
import { access, excelExportOf, pdfFile } from '../platform/endpoint.ts';
import { defineEnum } from '../platform/enum.ts';
import { moneyDto } from '../platform/money.ts';
import { localizedName } from '../platform/names.ts';
import { concurrencyStamp, optionalIdFilter, pagedResult } from '../platform/paging.contract.ts';
import { entityDto, resourceCalls, resourceEndpoints } from '../platform/resource.ts';
import { listQuery } from '../platform/sorting.ts';
import { trimmedText } from '../platform/text.ts';
import { formulaInputsDto } from './formula-try.contract.ts';
import { PayrollPermissions } from './payroll.permissions.ts';
import { ValueBasedOns } from './salary-rule.contract.ts';

/**
 * A payslip is generated as a Draft (it may be generated again, which replaces it), Confirmed (it never
 * changes again: payroll's books) or Cancelled (kept in the history; the period is free for a new one).
 */
export const PayslipStates = defineEnum('PayslipState', {
  Draft: { value: 0, en: 'Draft', ar: 'مسودة', color: 'blue' },
  Confirmed: { value: 1, en: 'Confirmed', ar: 'مؤكدة', color: 'green' },
  Cancelled: { value: 2, en: 'Cancelled', ar: 'ملغاة', color: 'default' },
});
export const PayslipState = PayslipStates.values;
export type PayslipState = number;

/** The longest period one payslip covers. */
export const maxPayslipDays = 366;

/** A variable a rule's formulas read, with the value it had: why the line has its amount. */
export const payslipVariableDto = z.object({
  /** As written in the formula: `BASIC`, `WORKED_DAYS`, `rules.HOUSING`, `categories.ALW`. */
  name: z.string(),
  /** Its value as text: a decimal, a date, a word. */
  value: z.string(),
});

/** One line of a payslip: a rule of the structure whose condition held and that appears for the employee. */
export const payslipItemDto = z.object({
  /** 1, 2, 3…: the rule's order in the structure. */
  sequence: z.number().int(),
  code: z.string(),
  /**
   * The rule's name as it was when the payslip was generated, in the reader's language; `nameEn` and
   * `nameAr` as stored on the line (a line made before names had two languages has its one name in both).
   */
  ...localizedName.dto,
  categoryCode: z.string(),
  categoryName: z.string(),
  /** Rounded to the base currency's decimal places. */
  amount: moneyDto,
  /** How the amount came about (the rule as it was when the payslip was generated). */
  explanation: z.object({
    /** The condition formula, null when the rule always applies. */
    condition: z.string().nullable(),
    valueBasedOn: ValueBasedOns.dto,
    /** The value formula, null for a fixed amount. */
    formula: z.string().nullable(),
    fixedAmount: moneyDto.nullable(),
    /** Every variable the condition and the formula read, with its value. */
    variables: z.array(payslipVariableDto),
  }),
});
export type PayslipItemDto = z.infer<typeof payslipItemDto>;

/**
 * Totals by the usual category codes (as Odoo's payroll names them): gross is the total of category GROSS
 * (or, without one, BASIC + ALW), deductions the total of DED, net the total of NET (or gross − deductions).
 */
export const payslipTotalsDto = z.object({
  gross: moneyDto,
  deductions: moneyDto,
  net: moneyDto,
});
export type PayslipTotalsDto = z.infer<typeof payslipTotalsDto>;

/**
 * A payslip's number as a person reads and quotes it: PS-, the year of its period's start, and the tenant's
 * number in that year on six digits (more when a year has more): PS-2026-000123.
 */
export function formatPayslipNumber(year: number, sequence: number): string {
  return `PS-${year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * A number as typed in a search box: PS-2026-000123, ps-2026-123, 2026-123 or 123 (any year); other text
 * (at most 24 characters) finds no payslip.
 */
export const payslipNumberSearch = z.string().trim().max(24);

/** The year (when given) and the sequence of a searched number; null when the text is not one. */
export function parsePayslipNumber(text: string): { year: number | null; sequence: number } | null {
  const match = /^(?:ps-?)?(?:(\d{4})-)?(\d{1,9})$/i.exec(text.trim());
  if (!match) return null;
  return { year: match[1] ? Number(match[1]) : null, sequence: Number(match[2]) };
}

/** A payslip in a list: no items. */
export const payslipListItemDto = entityDto({
  /** PS-2026-000123: {@link formatPayslipNumber}. */
  number: z.string(),
  employeeId: z.uuid(),
  employeeFullName: z.string(),
  departmentName: z.string().nullable(),
  jobTitleName: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  state: PayslipStates.dto,
  /** The payroll run that generated it; null for one generated on its own. */
  runId: z.uuid().nullable(),
  /** The base currency the amounts are in. */
  currencyCode: z.string(),
  ...payslipTotalsDto.shape,
});
export type PayslipListItemDto = z.infer<typeof payslipListItemDto>;

export const payslipDto = payslipListItemDto.extend({
  contractId: z.uuid(),
  salaryStructureName: z.string(),
  /** The inputs the rules read (period, employee and contract, payroll inputs), as they were. */
  inputs: formulaInputsDto,
  /** By sequence: the lines the employee sees. */
  payslipItems: z.array(payslipItemDto),
  confirmationTime: z.string().nullable(),
  confirmedById: z.uuid().nullable(),
  cancellationTime: z.string().nullable(),
  cancelledById: z.uuid().nullable(),
  cancellationReason: z.string().nullable(),
});
export type PayslipDto = z.infer<typeof payslipDto>;

/**
 * POST and-generate-items: one employee's payslip for a period (document 3 §7; the id as text). Generated
 * in one transaction from the contract in force (Active), its structure, the job title's base salary and
 * the payroll inputs of attendance, leave, penalties and rewards. A Draft of the same employee and an
 * overlapping period is replaced; a Confirmed one refuses (cancel it first); a Closed fiscal period
 * refuses.
 */
export const generatePayslipInput = z.object({
  employeeId: z.uuid(),
  startDate: dateOnly,
  endDate: dateOnly,
});
export type GeneratePayslipInput = z.input<typeof generatePayslipInput>;
export type GeneratePayslip = z.infer<typeof generatePayslipInput>;

/** PUT confirm: a Draft becomes Confirmed. */
export const confirmPayslipInput = z.object({ concurrencyStamp });
export type ConfirmPayslipInput = z.input<typeof confirmPayslipInput>;

/** PUT cancel: a Draft or a Confirmed payslip is cancelled, with the reason (kept in the history). */
export const cancelPayslipInput = z.object({
  reason: trimmedText().min(1).max(500),
  concurrencyStamp,
});
export type CancelPayslipInput = z.input<typeof cancelPayslipInput>;

/** The fields HR's list and the employee's own list sort by. */
const payslipSortFields = ['employeeFullName', 'startDate', 'net'] as const;

/**
 * GET list: paging, sorting (default the latest period first, then the name), filters: payslips overlapping
 * [startDate, endDate], a department (and its sub-departments), a state, a run, an employee.
 */
export const getPayslipsInput = listQuery(payslipSortFields).extend({
  startDate: dateOnly.optional(),
  endDate: dateOnly.optional(),
  departmentId: optionalIdFilter,
  state: PayslipStates.schema.optional(),
  runId: optionalIdFilter,
  employeeId: optionalIdFilter,
  /** A payslip number (PS-2026-000123, 2026-123, or 123 in any year). */
  number: payslipNumberSearch.optional(),
});
export type GetPayslipsInput = z.input<typeof getPayslipsInput>;
export type GetPayslips = z.infer<typeof getPayslipsInput>;

/** GET my: the caller's own Confirmed payslips (self-service), the latest first by default. */
export const getOwnPayslipsInput = listQuery(payslipSortFields);
export type GetOwnPayslipsInput = z.input<typeof getOwnPayslipsInput>;

const P = PayrollPermissions.Payslips;
const path = '/api/app/payslip';
const tag = 'Payslip';
const call = resourceCalls(path, tag);

/** Document 3 §2.7 and §7 (payslips), with the states, totals and PDFs a payroll officer needs. */
const payslipResource = resourceEndpoints({
  path,
  tag,
  policies: P,
  dto: payslipDto,
  listItem: payslipListItemDto,
  query: getPayslipsInput,
  only: ['list', 'get'],
});
export const payslipEndpoints = {
  ...payslipResource,
  /** The list under its filters as an Excel workbook, amounts with their currency's places. */
  exportExcel: excelExportOf(payslipResource.list),
  /** Answers the new payslip's id as text. */
  generate: call('POST', 'and-generate-items', P.Create, { body: generatePayslipInput, response: z.uuid() }),
  confirm: call('PUT', ':id/confirm', P.Confirm, { body: confirmPayslipInput, response: payslipDto }),
  cancel: call('PUT', ':id/cancel', P.Cancel, { body: cancelPayslipInput, response: payslipDto }),
  /** The payslip as a PDF in the reader's language. */
  pdf: call('GET', ':id/pdf', P.Default, { response: pdfFile }),
  /** Self-service: the caller's own Confirmed payslips (an employee's user; others get an empty list). */
  own: call('GET', 'my', access.authenticated, {
    query: getOwnPayslipsInput,
    response: pagedResult(payslipListItemDto),
  }),
  /** Self-service: one of the caller's own Confirmed payslips; anyone else's is 404. */
  ownGet: call('GET', 'my/:id', access.authenticated, { response: payslipDto }),
  ownPdf: call('GET', 'my/:id/pdf', access.authenticated, { response: pdfFile }),
};

/** The employee select of the Add dialog loads up to this many (document 3 §9). */
export const payslipEmployeePickerSize = 999;
