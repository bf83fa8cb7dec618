import { GoTaskState, goTaskEndpoints } from '@hr/contracts';
import { call } from '../../../app/api-client.ts';
import { idCall, listCall, resourceKeys } from '../../../components/endpoint-calls.ts';
import { homeQuery } from '../../../components/home-query.ts';

const all = ['requests', 'go-tasks'] as const;

/** The tasks list's filters: the state each sends. */
export type GoTaskFilter = 'open' | 'closed' | 'all';
export const goTaskStateParam: Record<GoTaskFilter, number | undefined> = {
  open: GoTaskState.Open,
  closed: GoTaskState.Closed,
  all: undefined,
};
/** What the tasks list opens on (its page and its route's prefetch): the unfinished ones. */
export const firstGoTaskFilter: GoTaskFilter = 'open';

/** Query keys of the tasks assigned to the caller. */
export const goTaskKeys = resourceKeys(all);

/** The caller's tasks (document 1 §7, /api/app/go-task): read, approve, reject. */
export const goTaskApi = {
  keys: goTaskKeys,
  listAssigned: listCall(goTaskEndpoints.listAssigned),
  get: idCall(goTaskEndpoints.get),
  /** The home card's read: the open tasks' count and the newest three. */
  openForHome: () =>
    homeQuery(goTaskEndpoints.listAssigned, [...goTaskKeys.lists(), 'home'], 3, { state: GoTaskState.Open }),
  /** `silent`: the caller reports a refusal itself (a bulk decision, one report for all). */
  approve: (id: string, options: { silent?: boolean } = {}) =>
    call(goTaskEndpoints.approve, { params: { id } }, options),
  reject: (id: string, reason: string | null, options: { silent?: boolean } = {}) =>
    call(goTaskEndpoints.reject, { params: { id }, body: { reason } }, options),
};
