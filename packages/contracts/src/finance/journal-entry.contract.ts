import { z } from 'zod';
import { excelFile } from '../platform/endpoint.ts';
import { defineEnum } from '../platform/enum.ts';
import { moneyDto } from '../platform/money.ts';
import { optionalIdFilter, pagedResult } from '../platform/paging.contract.ts';
import { resourceCalls } from '../platform/resource.ts';
import { listQuery } from '../platform/sorting.ts';
import { FinancePermissions } from './finance.permissions.ts';

/** What posted a journal entry. Only payroll posts today (issue 43). */
export const JournalSourceTypes = defineEnum('JournalSourceType', {
  PayrollRun: { value: 0, en: 'Payroll run', ar: 'تشغيل الرواتب', color: 'blue' },
});
export const JournalSourceType = JournalSourceTypes.values;
export type JournalSourceType = number;

/**
 * How finely a payroll run's entry is split (tenant setting Finance.PayrollJournalDetail): one line per
 * account and department (the default), or per account and employee.
 */
export const PayrollJournalDetails = defineEnum('PayrollJournalDetail', {
  Department: { value: 0, en: 'Per account and department', ar: 'لكل حساب وقسم' },
  Employee: { value: 1, en: 'Per account and employee', ar: 'لكل حساب وموظف' },
});
export const PayrollJournalDetail = PayrollJournalDetails.values;

/** One line: an account, the department or the employee it is for, a debit or a credit (base currency). */
export const journalEntryLineDto = z.object({
  lineNumber: z.number().int(),
  accountId: z.uuid(),
  accountCode: z.string(),
  accountName: z.string(),
  departmentId: z.uuid().nullable(),
  departmentName: z.string().nullable(),
  employeeId: z.uuid().nullable(),
  employeeName: z.string().nullable(),
  /** Decimal strings with the base currency's places; one of them is "0". */
  debit: moneyDto,
  credit: moneyDto,
});
export type JournalEntryLineDto = z.infer<typeof journalEntryLineDto>;

/**
 * A journal entry: immutable once posted (the application role may neither update nor delete it); a
 * cancelled source is undone by a reversing entry (`reversalOfId`), never by an edit.
 */
export const journalEntryDto = z.object({
  id: z.uuid(),
  /** 1, 2, 3... per tenant, in posting order. */
  number: z.number().int(),
  date: z.string(),
  periodId: z.uuid(),
  periodCode: z.string(),
  sourceType: JournalSourceTypes.dto,
  sourceId: z.uuid(),
  description: z.string(),
  /** The entry this one reverses; null for an original. */
  reversalOfId: z.uuid().nullable(),
  reversalOfNumber: z.number().int().nullable(),
  /** The base currency at posting and its decimal places. */
  currencyCode: z.string(),
  decimalPlaces: z.number().int(),
  totalDebit: moneyDto,
  totalCredit: moneyDto,
  creatorId: z.uuid().nullable(),
  creationTime: z.string(),
  lines: z.array(journalEntryLineDto),
});
export type JournalEntryDto = z.infer<typeof journalEntryDto>;

const filters = {
  periodId: optionalIdFilter,
  sourceType: JournalSourceTypes.schema.optional(),
  sourceId: optionalIdFilter,
  /** Entries with at least one line on this account. */
  accountId: optionalIdFilter,
};

/** GET list: paging, sorting (default the latest number first), the period, source and account filters. */
export const getJournalEntriesInput = listQuery(['number', 'date']).extend(filters);
export type GetJournalEntriesInput = z.input<typeof getJournalEntriesInput>;
export type GetJournalEntries = z.infer<typeof getJournalEntriesInput>;

/** GET export-excel: the same filters, one row per line. */
export const exportJournalEntriesInput = z.object(filters);
export type ExportJournalEntries = z.infer<typeof exportJournalEntriesInput>;

/** GET trial-balance: what was posted, summed per account and fiscal period; one period or all. */
export const getTrialBalanceInput = z.object({ periodId: optionalIdFilter });
export type GetTrialBalanceInput = z.input<typeof getTrialBalanceInput>;

export const trialBalanceRowDto = z.object({
  periodId: z.uuid(),
  periodCode: z.string(),
  periodStartDate: z.string(),
  accountId: z.uuid(),
  accountCode: z.string(),
  accountName: z.string(),
  accountTypeName: z.string(),
  debit: moneyDto,
  credit: moneyDto,
  /** Debit − credit. */
  balance: moneyDto,
});
export type TrialBalanceRowDto = z.infer<typeof trialBalanceRowDto>;

export const trialBalanceDto = z.object({
  currencyCode: z.string(),
  decimalPlaces: z.number().int(),
  items: z.array(trialBalanceRowDto),
  totalDebit: moneyDto,
  totalCredit: moneyDto,
});
export type TrialBalanceDto = z.infer<typeof trialBalanceDto>;

/** GET settings: how finely payroll entries are split. */
export const journalSettingsDto = z.object({ payrollJournalDetail: PayrollJournalDetails.dto });
export type JournalSettingsDto = z.infer<typeof journalSettingsDto>;

/** PUT settings. */
export const journalSettingsInput = z.object({ payrollJournalDetail: PayrollJournalDetails.schema });
export type JournalSettingsInput = z.input<typeof journalSettingsInput>;

const P = FinancePermissions.JournalEntries;
const call = resourceCalls('/api/app/journal-entry', 'JournalEntry');

/** Journal entries are written by their sources (a payroll run's confirm and cancel), only read here. */
export const journalEntryEndpoints = {
  list: call('GET', '', P.Default, {
    query: getJournalEntriesInput,
    response: pagedResult(journalEntryDto),
  }),
  get: call('GET', ':id', P.Default, { response: journalEntryDto }),
  exportExcel: call('GET', 'export-excel', P.Export, {
    query: exportJournalEntriesInput,
    response: excelFile,
  }),
  trialBalance: call('GET', 'trial-balance', P.Default, {
    query: getTrialBalanceInput,
    response: trialBalanceDto,
  }),
  settings: call('GET', 'settings', P.Default, { response: journalSettingsDto }),
  changeSettings: call('PUT', 'settings', P.ChangeSettings, {
    body: journalSettingsInput,
    response: journalSettingsDto,
  }),
};
