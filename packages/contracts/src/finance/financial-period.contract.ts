import { z } from 'zod';
import { dateOnly } from '../platform/dates.ts';
import { access, endpoint, idParams } from '../platform/endpoint.ts';
import { defineEnum } from '../platform/enum.ts';
import { auditedDto, concurrencyStamp, pagedRequest, pagedResult } from '../platform/paging.contract.ts';
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

/**
 * POST financial-period. At most one period is Opened (a second is refused); periods follow each other
 * without gaps or overlaps (the start is the day after the previous period's end), end not before start,
 * at most {@link maxFinancialPeriodDays} days; the code is unique in the tenant.
 */
export const createFinancialPeriodInput = z.object({
  code: financialPeriodCode,
  startDate: dateOnly,
  endDate: dateOnly,
});
export type CreateFinancialPeriodInput = z.input<typeof createFinancialPeriodInput>;
export type CreateFinancialPeriod = z.infer<typeof createFinancialPeriodInput>;

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

export const accountingAuditingDto = z.object({
  id: z.uuid(),
  accountingAuditingDate: z.string(),
  creationTime: z.string(),
  creatorId: z.uuid().nullable(),
});
export type AccountingAuditingDto = z.infer<typeof accountingAuditingDto>;

export const financialPeriodDto = auditedDto.extend({
  id: z.uuid(),
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
  concurrencyStamp: z.string(),
});
export type FinancialPeriodDto = z.infer<typeof financialPeriodDto>;

/** GET list: paging, sorting (startDate, code; default the latest start first), the state filter. */
export const getFinancialPeriodsInput = pagedRequest.extend({
  financialPeriodState: FinancialPeriodStates.schema.optional(),
});
export type GetFinancialPeriodsInput = z.input<typeof getFinancialPeriodsInput>;
export type GetFinancialPeriods = z.infer<typeof getFinancialPeriodsInput>;

const F = FinancePermissions.FinancialPeriods;
const path = '/api/app/financial-period';
const tag = 'FinancialPeriod';

/** Document 3 §2.8 and §7 (fiscal periods). Periods are closed, never deleted. */
export const financialPeriodEndpoints = {
  list: endpoint({
    method: 'GET',
    path,
    query: getFinancialPeriodsInput,
    response: pagedResult(financialPeriodDto),
    access: access.policy(F.Default),
    tag,
  }),
  get: endpoint({
    method: 'GET',
    path: `${path}/:id`,
    params: idParams,
    response: financialPeriodDto,
    access: access.policy(F.Default),
    tag,
  }),
  /** Answers the new period. */
  create: endpoint({
    method: 'POST',
    path,
    body: createFinancialPeriodInput,
    response: financialPeriodDto,
    access: access.policy(F.Create),
    tag,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${path}/update`,
    body: updateFinancialPeriodInput,
    response: financialPeriodDto,
    access: access.policy(F.Update),
    tag,
  }),
  addAuditing: endpoint({
    method: 'PUT',
    path: `${path}/add-auditing`,
    body: addAccountingAuditingInput,
    response: financialPeriodDto,
    access: access.policy(F.AddAuditing),
    tag,
  }),
  close: endpoint({
    method: 'PUT',
    path: `${path}/close`,
    body: closeFinancialPeriodInput,
    response: financialPeriodDto,
    access: access.policy(F.Close),
    tag,
  }),
};
