import {
  type CalcLeaveDurationInput,
  type CreateLeaveRequestInput,
  leaveRequestEndpoints,
} from '@hr/contracts';
import { call } from '../../../app/api-client.ts';
import { idCall, listCall } from '../../../components/endpoint-calls.ts';
import { homeQuery } from '../../../components/home-query.ts';

const all = ['leave', 'requests'] as const;

/**
 * Query keys: the caller's own lists (all and pending approval), HR's list, one request's details. A
 * filed, decided or withdrawn request invalidates `all` (and, by the module's rules, the balances).
 */
export const leaveRequestKeys = {
  all,
  own: () => [...all, 'own'] as const,
  pending: () => [...all, 'own', 'pending'] as const,
  everyone: () => [...all, 'everyone'] as const,
  detail: (id: string) => [...all, 'detail', id] as const,
  /** Not under `all`: a list's refresh does not ask the duration again. */
  duration: (body: CalcLeaveDurationInput) => ['leave', 'calc-duration', body] as const,
};

/** The rows of the employee's "pending approval" list (its page and its route's prefetch). */
export const pendingRequestsPageSize = 5;

/** Leave requests (document 1 §7, /api/app/leave-request): the employee's own and HR's view of all. */
export const leaveRequestApi = {
  keys: leaveRequestKeys,
  /** What HR's list sorts by (its contract's fields): its sortable columns. */
  sortFields: leaveRequestEndpoints.all.sort,
  list: listCall(leaveRequestEndpoints.list),
  pendingApproval: listCall(leaveRequestEndpoints.pendingApproval),
  /** The home card's read: how many of the caller's requests wait for a decision. */
  pendingForHome: () =>
    homeQuery(leaveRequestEndpoints.pendingApproval, [...leaveRequestKeys.pending(), 'home'], 1),
  all: listCall(leaveRequestEndpoints.all),
  get: idCall(leaveRequestEndpoints.get),
  /** Silent: the form says a refusal itself, above its buttons (said once, not also as a notification). */
  create: (body: CreateLeaveRequestInput) => call(leaveRequestEndpoints.create, { body }, { silent: true }),
  cancel: idCall(leaveRequestEndpoints.cancel),
  /** Silent: the form shows a refusal (Leave:NoExpectedTime) under the duration, not as a notification. */
  calcDuration: (body: CalcLeaveDurationInput, signal?: AbortSignal) =>
    call(leaveRequestEndpoints.calcDuration, { body }, { silent: true, signal }),
};
