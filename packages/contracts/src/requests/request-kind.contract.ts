import { z } from 'zod';
import { dateRangeRule, optionalDateOnly } from '../platform/dates.ts';
import { access, excelExportOf } from '../platform/endpoint.ts';
import { defineEnum, type EnumMember } from '../platform/enum.ts';
import type { LocalizedText } from '../platform/localization.ts';
import { optionalIdFilter, pagedRequest, pagedResult } from '../platform/paging.contract.ts';
import { resourceCalls } from '../platform/resource.ts';
import { listQuery } from '../platform/sorting.ts';

/**
 * The states every request kind goes through (document 1 §4), numbered alike for every kind: a request is
 * filed PendingApproval; its go-task approves it (Approved) or rejects it (Rejected); its requester may
 * withdraw it while it is pending (Withdrawn). PendingVerification is the spec's and unused. The server's
 * `defineRequestKind` moves a request between them; each kind names its enumeration (`defineRequestStates`).
 */
export const RequestState = {
  PendingApproval: 0,
  PendingVerification: 1,
  Rejected: 2,
  Approved: 3,
  Withdrawn: 4,
} as const;

/** How a kind calls one of its states: the member's key and its label in every language. */
export interface RequestStateName<K extends string> extends LocalizedText {
  key: K;
}

/**
 * A request kind's state enumeration (`LeaveRequestState`, `AttendanceRequestState`): the shared states and
 * numbers of `RequestState`, with the kind's own names for the approved and the withdrawn one when it has
 * them (attendance corrections are Accepted, leave requests Canceled on the wire). Its name is the kind's
 * (the 400 of an unknown state names it).
 */
export function defineRequestStates<
  const A extends string = 'Approved',
  const W extends string = 'Cancelled',
>(name: string, names: { approved?: RequestStateName<A>; withdrawn?: RequestStateName<W> } = {}) {
  const approved =
    names.approved ?? ({ key: 'Approved', en: 'Approved', ar: 'موافق عليه' } as RequestStateName<A>);
  const withdrawn =
    names.withdrawn ?? ({ key: 'Cancelled', en: 'Cancelled', ar: 'ملغى' } as RequestStateName<W>);
  const members = {
    PendingApproval: {
      value: RequestState.PendingApproval,
      en: 'Pending approval',
      ar: 'بانتظار الموافقة',
      color: 'gold',
    },
    PendingVerification: {
      value: RequestState.PendingVerification,
      en: 'Pending verification',
      ar: 'بانتظار التحقق',
      color: 'blue',
    },
    Rejected: { value: RequestState.Rejected, en: 'Rejected', ar: 'مرفوض', color: 'red' },
    [approved.key]: { value: RequestState.Approved, en: approved.en, ar: approved.ar, color: 'green' },
    [withdrawn.key]: { value: RequestState.Withdrawn, en: withdrawn.en, ar: withdrawn.ar, color: 'default' },
  } as Record<'PendingApproval' | 'PendingVerification' | 'Rejected' | A | W, EnumMember>;
  return defineEnum(name, members);
}

/**
 * What every request answer says of its decision, after the kind's own fields (the server's
 * `requestParties` and `defineRequestKind` fill them).
 */
export const requestDecisionFields = {
  creationTime: z.string(),
  creatorId: z.uuid().nullable(),
  /** When and by whom it was approved, rejected or cancelled. */
  decisionTime: z.string().nullable(),
  decidedByName: z.string().nullable(),
  /** The go-task that decides it (approve and reject are its calls: a list's decision is the task's). */
  taskId: z.uuid().nullable(),
  /**
   * Whether the caller may approve or reject it now: its task is open and the caller may decide it (its
   * assignee, or a holder of the approve or reject permission; never the requester).
   */
  canDecide: z.boolean(),
  /** Each decision apart: what a row offers (a holder of only the reject permission may not approve). */
  canApprove: z.boolean(),
  canReject: z.boolean(),
};

/** What one request's details add to its list item's fields. */
export const requestDetailsFields = {
  /** Whether the caller may cancel it (their own, still pending approval). */
  canCancel: z.boolean(),
};

/** A request list's filter by dates; what they bound is the kind's (the leave's dates, the stay's day). */
export const requestDateFilters = {
  fromDate: optionalDateOnly,
  toDate: optionalDateOnly,
};

/**
 * A request kind's two list queries with its `filters` (the dates among them) and the dates' rule: `own`,
 * the requester's own (paging, newest first), and `all`, everyone's (HR: sorted by one of `sort`, and an
 * employee).
 */
export function requestListQueries<
  const F extends z.ZodRawShape & typeof requestDateFilters,
  const S extends readonly [string, ...string[]],
>(filters: F, sort: S, rangeMessage: string) {
  // Both schemas hold the dates (`filters` spreads requestDateFilters), which the generic types do not see.
  const rangeRule = dateRangeRule(rangeMessage) as (q: unknown, ctx: z.RefinementCtx) => void;
  return {
    own: pagedRequest.extend(filters).superRefine(rangeRule),
    all: listQuery(sort)
      .extend({ ...filters, employeeId: optionalIdFilter })
      .superRefine(rangeRule),
  };
}

/**
 * HR's list of a request kind (`all`: every employee's, under the kind's filters, behind `permission`) and
 * its Excel export.
 */
export function requestHrCalls<Q extends z.ZodType, D extends z.ZodType>(
  call: ReturnType<typeof resourceCalls>,
  permission: string,
  query: Q,
  dto: D,
) {
  const all = call('GET', 'all', permission, { query, response: pagedResult(dto) });
  return {
    /** Every employee's (HR), with filters; each item says whether the caller may decide it. */
    all,
    /** HR's list (`all`) under its filters as an Excel workbook. */
    exportExcel: excelExportOf(all),
  };
}

/**
 * The calls of a request kind an employee files for themself under the spec's self-request paths (attendance
 * corrections, document renewals; leave has its own names): file one, withdraw it, read one (its employee or
 * whoever may decide it), the own list; then HR's list and export (`requestHrCalls`).
 */
export function selfRequestCalls<
  B extends z.ZodType,
  D extends z.ZodType,
  Details extends z.ZodType,
  Own extends z.ZodType,
  All extends z.ZodType,
>(
  path: string,
  tag: string,
  kind: { create: B; dto: D; details: Details; lists: { own: Own; all: All }; hrPermission: string },
) {
  const call = resourceCalls(path, tag);
  return {
    /** Answers the new request's id as text. */
    createSelf: call('POST', 'self-request', access.authenticated, { body: kind.create, response: z.uuid() }),
    cancelSelf: call('POST', ':id/cancel-self-request', access.authenticated),
    get: call('GET', ':id/request', access.authenticated, { response: kind.details }),
    listSelf: call('GET', 'self-requests', access.authenticated, {
      query: kind.lists.own,
      response: pagedResult(kind.dto),
    }),
    ...requestHrCalls(call, kind.hrPermission, kind.lists.all, kind.dto),
  };
}
