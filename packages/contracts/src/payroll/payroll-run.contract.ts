import { z } from 'zod';
import { dateOnly } from '../platform/dates.ts';
import { excelExportOf, excelFile, pdfFile } from '../platform/endpoint.ts';
import { defineEnum } from '../platform/enum.ts';
import { moneyDto } from '../platform/money.ts';
import { auditedDto, pagedRequest, pagedResult } from '../platform/paging.contract.ts';
import { resourceCalls, resourceEndpoints } from '../platform/resource.ts';
import { listQuery } from '../platform/sorting.ts';
import { trimmedText } from '../platform/text.ts';
import { PayrollPermissions } from './payroll.permissions.ts';
import { payslipTotalsDto } from './payslip.contract.ts';

/**
 * A payroll run (beyond the spec; Frappe's payroll entry, Odoo's payslip batch): Queued, then Running (a
 * pg-boss job generating the payslips in batches), then Generated (every employee done or failed, at least
 * one payslip made) or Failed (every employee failed: no payslip at all). A Generated run is Confirmed as
 * a whole (its Draft payslips become Confirmed) or Cancelled (they become Cancelled); a Queued or Running
 * one can be Cancelled too (it stops after the batch in hand). A Failed run's failures can be retried (their
 * data fixed) or the run Cancelled. Failed came last: the stored numbers of the others did not move.
 */
export const PayrollRunStates = defineEnum('PayrollRunState', {
  Queued: { value: 0, en: 'Queued', ar: 'في الانتظار', color: 'default' },
  Running: { value: 1, en: 'Running', ar: 'قيد التنفيذ', color: 'processing' },
  Generated: { value: 2, en: 'Generated', ar: 'تم الإصدار', color: 'blue' },
  Confirmed: { value: 3, en: 'Confirmed', ar: 'مؤكد', color: 'green' },
  Cancelled: { value: 4, en: 'Cancelled', ar: 'ملغى', color: 'red' },
  Failed: { value: 5, en: 'Nothing generated', ar: 'لم يُصدر أي كشف', color: 'volcano' },
});
export const PayrollRunState = PayrollRunStates.values;
export type PayrollRunState = number;

/**
 * How a run's employees were chosen, kept on the run: everyone with an Active contract in the period, a
 * department with its sub-departments (the run keeps its name), or employees listed one by one.
 */
export const PayrollRunSelections = defineEnum('PayrollRunSelection', {
  Everyone: { value: 0, en: 'All employees', ar: 'جميع الموظفين' },
  Department: { value: 1, en: 'Department', ar: 'قسم' },
  Employees: { value: 2, en: 'Chosen employees', ar: 'موظفون محددون' },
});
export const PayrollRunSelection = PayrollRunSelections.values;
export type PayrollRunSelection = number;

/** The most employees a run names one by one (a department or "everyone" has no such limit). */
export const maxRunEmployees = 10_000;

/**
 * POST payroll-run: a period and who is paid: everyone with an Active contract in the period (no
 * department, no employees), a department and its sub-departments, or the employees listed.
 */
export const createPayrollRunInput = z
  .object({
    name: trimmedText().min(1).max(128),
    startDate: dateOnly,
    endDate: dateOnly,
    departmentId: z.uuid().nullish(),
    employeeIds: z.array(z.uuid()).max(maxRunEmployees).nullish(),
  })
  .refine((v) => !(v.departmentId && v.employeeIds?.length), {
    message: 'PayrollRun:DepartmentOrEmployees',
    path: ['employeeIds'],
  });
export type CreatePayrollRunInput = z.input<typeof createPayrollRunInput>;
export type CreatePayrollRun = z.infer<typeof createPayrollRunInput>;

/** GET payroll-run/period-check: a period the New run dialog is about to start, and a department if chosen. */
export const payrollRunPeriodCheckInput = z
  .object({
    startDate: dateOnly,
    endDate: dateOnly,
    departmentId: z.uuid().optional(),
  })
  .refine((v) => v.endDate >= v.startDate, { message: 'Payslip:EndBeforeStart', path: ['endDate'] });
export type PayrollRunPeriodCheckInput = z.input<typeof payrollRunPeriodCheckInput>;

/**
 * The period a new run proposes: the one after the latest period the tenant has paid or is paying
 * (Confirmed payslips, and Draft ones of a run that is not cancelled), else the current month on the
 * tenant's calendar. `after` is that latest end (null when nothing was ever paid).
 */
export const payrollRunNextPeriodDto = z.object({
  startDate: z.string(),
  endDate: z.string(),
  after: z.string().nullable(),
});
export type PayrollRunNextPeriodDto = z.infer<typeof payrollRunNextPeriodDto>;

/**
 * For a chosen period (and department): how many of the employees the run would pay already have a
 * Confirmed payslip overlapping it (each would fail in the run), and how many a Draft payslip of another
 * run that is not cancelled (they would fail too until that run is confirmed or cancelled).
 */
export const payrollRunPeriodCheckDto = z.object({
  confirmedEmployees: z.number().int(),
  draftInRunEmployees: z.number().int(),
});
export type PayrollRunPeriodCheckDto = z.infer<typeof payrollRunPeriodCheckDto>;

/** E-mailing the payslips of a Confirmed run: how far it got. */
export const runEmailProgressDto = z.object({
  total: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  /** Employees without an e-mail address are skipped and counted here. */
  skipped: z.number().int(),
  finished: z.boolean(),
});

export const payrollRunDto = auditedDto.extend({
  id: z.uuid(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** How its employees were chosen (everyone, a department: `departmentId` and its name, or listed). */
  selection: PayrollRunSelections.dto,
  departmentId: z.uuid().nullable(),
  departmentName: z.string().nullable(),
  state: PayrollRunStates.dto,
  /** Progress: employees in the run, payslips generated, employees that failed, and those left. */
  employeeCount: z.number().int(),
  generated: z.number().int(),
  failed: z.number().int(),
  remaining: z.number().int(),
  currencyCode: z.string(),
  /** The sums of its payslips (not Cancelled). */
  totals: payslipTotalsDto,
  startTime: z.string().nullable(),
  finishTime: z.string().nullable(),
  confirmationTime: z.string().nullable(),
  email: runEmailProgressDto.nullable(),
});
export type PayrollRunDto = z.infer<typeof payrollRunDto>;

/** An employee the run could not pay, and why (a 422's code and message in the reader's language). */
export const payrollRunFailureDto = z.object({
  employeeId: z.uuid(),
  employeeFullName: z.string(),
  code: z.string(),
  message: z.string(),
  time: z.string(),
});
export type PayrollRunFailureDto = z.infer<typeof payrollRunFailureDto>;

/** Totals of a run per salary rule category, for the run's summary. */
export const payrollRunCategoryTotalDto = z.object({
  categoryCode: z.string(),
  categoryName: z.string(),
  amount: moneyDto,
});

/** GET list: paging, sorting (default the newest first), the state. */
export const getPayrollRunsInput = listQuery(['startDate', 'name', 'creationTime']).extend({
  state: PayrollRunStates.schema.optional(),
});
export type GetPayrollRunsInput = z.input<typeof getPayrollRunsInput>;

const P = PayrollPermissions.Payslips;
const path = '/api/app/payroll-run';
const tag = 'PayrollRun';
const call = resourceCalls(path, tag);

/**
 * The runs: the list, the run and its progress (the page asks again every second while it runs), and the
 * create, which queues the run and answers it (the payslips come from the job); a run is never updated or
 * deleted, it is confirmed or cancelled.
 */
const payrollRunResource = resourceEndpoints({
  path,
  tag,
  policies: P,
  dto: payrollRunDto,
  query: getPayrollRunsInput,
  create: createPayrollRunInput,
  createResponse: payrollRunDto,
  only: ['list', 'get', 'create'],
});
export const payrollRunEndpoints = {
  ...payrollRunResource,
  /** The list of runs under its filters as an Excel workbook (a run's own payslips: `export`). */
  exportExcel: excelExportOf(payrollRunResource.list),
  /** The period the New run dialog proposes (the one after the latest paid); behind the create policy. */
  nextPeriod: call('GET', 'next-period', P.Create, { response: payrollRunNextPeriodDto }),
  /** Who of a chosen period's employees is paid already: the dialog warns before starting. */
  periodCheck: call('GET', 'period-check', P.Create, {
    query: payrollRunPeriodCheckInput,
    response: payrollRunPeriodCheckDto,
  }),
  failures: call('GET', ':id/failures', P.Default, {
    query: pagedRequest,
    response: pagedResult(payrollRunFailureDto),
  }),
  /** The employees the e-mail did not reach (failed, or skipped without an address), and why. */
  emailFailures: call('GET', ':id/email-failures', P.Default, {
    query: pagedRequest,
    response: pagedResult(payrollRunFailureDto),
  }),
  categoryTotals: call('GET', ':id/category-totals', P.Default, {
    response: z.array(payrollRunCategoryTotalDto),
  }),
  /** Generates again for the employees that failed (their data fixed meanwhile): a Generated or Failed run. */
  retryFailed: call('POST', ':id/retry-failed', P.Create, { response: payrollRunDto }),
  cancel: call('POST', ':id/cancel', P.Cancel, { response: payrollRunDto }),
  /** Every Draft payslip of a Generated run becomes Confirmed. */
  confirm: call('POST', ':id/confirm', P.Confirm, { response: payrollRunDto }),
  /** Excel: one row per employee and a column per rule, the totals per category, and the bank sheet of net pay. */
  export: call('GET', ':id/export', P.Export, { response: excelFile }),
  /** Every payslip of the run as one PDF, in the reader's language. */
  pdf: call('GET', ':id/pdf', P.Export, { response: pdfFile }),
  /** E-mails each employee their payslip PDF (a Confirmed run; a job with progress in `email`). */
  email: call('POST', ':id/email', P.Email, { response: payrollRunDto }),
};
