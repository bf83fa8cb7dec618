import { z } from 'zod';
import { dateOnly } from '../platform/dates.ts';
import { defineEnum } from '../platform/enum.ts';
import { concurrencyStamp } from '../platform/paging.contract.ts';
import { entitySchemas, resourceCalls, resourceEndpoints } from '../platform/resource.ts';
import { listQuery } from '../platform/sorting.ts';
import { trimmedText } from '../platform/text.ts';
import { FinancePermissions } from './finance.permissions.ts';

export const FinancialPeriodStates = defineEnum('FinancialPeriodState', {
  Opened: { value: 0, en: 'Opened', ar: 'مفتوحة', color: 'green' },
  Closed: { value: 1, en: 'Closed', ar: 'مغلقة', color: 'default' },
});
export const FinancialPeriodState = FinancialPeriodStates.values;
export type FinancialPeriodState = number;

/** The longest fiscal period: two years (a first, long financial year). */
export const maxFinancialPeriodDays = 731;

/** A period's code: "FY-2026", "2026/01". */
export const financialPeriodCode = trimmedText()
  .min(1)
  .max(32)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} _./-]*$/u, 'Finance:InvalidPeriodCode');

export const accountingAuditingDto = z.object({
  id: z.uuid(),
  accountingAuditingDate: z.string(),
  creationTime: z.string(),
  creatorId: z.uuid().nullable(),
});
export type AccountingAuditingDto = z.infer<typeof accountingAuditingDto>;

/**
 * A fiscal period. POST financial-period: at most one period is Opened (a second is refused); periods
 * follow each other without gaps or overlaps (the start is the day after the previous period's end), end
 * not before start, at most {@link maxFinancialPeriodDays} days; the code is unique in the tenant.
 */
const period = entitySchemas({
  dto: {
    code: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    /** The latest auditing date, null before the first. */
    lastAccountingAuditing: z.string().nullable(),
    financialPeriodState: FinancialPeriodStates.dto,
    /** When and by whom it was closed. */
    closingTime: z.string().nullable(),
    closedById: z.uuid().nullable(),
    /** Every auditing of the period, the latest first. */
    accountingAuditings: z.array(accountingAuditingDto),
  },
  input: { code: financialPeriodCode, startDate: dateOnly, endDate: dateOnly },
});
export const createFinancialPeriodInput = period.create;
export type CreateFinancialPeriodInput = z.input<typeof createFinancialPeriodInput>;
export type CreateFinancialPeriod = z.infer<typeof createFinancialPeriodInput>;
export const financialPeriodDto = period.dto;
export type FinancialPeriodDto = z.infer<typeof financialPeriodDto>;

/** PUT update: code and end date, only while Opened; the end not before the last auditing. */
export const updateFinancialPeriodInput = z.object({
  id: z.uuid(),
  code: financialPeriodCode,
  endDate: dateOnly,
  concurrencyStamp,
});
export type UpdateFinancialPeriodInput = z.input<typeof updateFinancialPeriodInput>;
export type UpdateFinancialPeriod = z.infer<typeof updateFinancialPeriodInput>;

/**
 * PUT add-auditing: the books were audited up to this date. Inside the period, not after the tenant's
 * today, after the previous auditing. Allowed on a Closed period too (the audit of a closed year).
 */
export const addAccountingAuditingInput = z.object({
  id: z.uuid(),
  accountingAuditingDate: dateOnly,
});
export type AddAccountingAuditingInput = z.input<typeof addAccountingAuditingInput>;

/** PUT close: from the day after the period's end (the tenant's today). A Closed period never reopens. */
export const closeFinancialPeriodInput = z.object({ id: z.uuid() });
export type CloseFinancialPeriodInput = z.input<typeof closeFinancialPeriodInput>;

/** GET list: paging, sorting (default the latest start first), the state filter. */
export const getFinancialPeriodsInput = listQuery(['startDate', 'endDate', 'code']).extend({
  financialPeriodState: FinancialPeriodStates.schema.optional(),
});
export type GetFinancialPeriodsInput = z.input<typeof getFinancialPeriodsInput>;
export type GetFinancialPeriods = z.infer<typeof getFinancialPeriodsInput>;

const F = FinancePermissions.FinancialPeriods;
const path = '/api/app/financial-period';
const tag = 'FinancialPeriod';
const call = resourceCalls(path, tag);

/**
 * Document 3 §2.8 and §7 (fiscal periods); the create answers the new period. Periods are closed, never
 * deleted; the update, the auditing and the close carry the period's id in the body.
 */
export const financialPeriodEndpoints = {
  ...resourceEndpoints({
    path,
    tag,
    policies: F,
    dto: financialPeriodDto,
    query: getFinancialPeriodsInput,
    create: createFinancialPeriodInput,
    update: updateFinancialPeriodInput,
    createResponse: financialPeriodDto,
    only: ['list', 'get', 'create'],
  }),
  update: call('PUT', 'update', F.Update, { body: updateFinancialPeriodInput, response: financialPeriodDto }),
  addAuditing: call('PUT', 'add-auditing', F.AddAuditing, {
    body: addAccountingAuditingInput,
    response: financialPeriodDto,
  }),
  close: call('PUT', 'close', F.Close, { body: closeFinancialPeriodInput, response: financialPeriodDto }),
};
