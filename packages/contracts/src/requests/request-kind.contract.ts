import { z } from 'zod';
import { dateRangeRule, optionalDateOnly } from '../platform/dates.ts';
import { defineEnum, type EnumMember } from '../platform/enum.ts';
import type { LocalizedText } from '../platform/localization.ts';
import { optionalIdFilter, pagedRequest } from '../platform/paging.contract.ts';
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
