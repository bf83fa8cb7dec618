import { z } from 'zod';
import { access } from '../platform/endpoint.ts';
import { defineEnum, enumFilter } from '../platform/enum.ts';
import type { LocalizedText } from '../platform/localization.ts';
import { pagedRequest, pagedResult } from '../platform/paging.contract.ts';
import { resourceCalls } from '../platform/resource.ts';
import { blankToNull, trimmedText } from '../platform/text.ts';

/** Document 1 §4: Open is shown as unfinished, Closed as finished; any other value as 'Unknown'. */
export const GoTaskStates = defineEnum('GoTaskState', {
  Open: { value: 0, en: 'Unfinished', ar: 'غير منتهية', color: 'gold' },
  Closed: { value: 1, en: 'Finished', ar: 'منتهية', color: 'green' },
});
export const GoTaskState = GoTaskStates.values;
export type GoTaskState = number;

/** What a task decides: the request behind `bindingModelId` (numbered as the notification types). */
export const GoTaskKinds = defineEnum('GoTaskKind', {
  AttendanceRequest: { value: 1, en: 'Attendance correction', ar: 'تصحيح حضور' },
  LeaveRequest: { value: 2, en: 'Leave request', ar: 'طلب إجازة' },
  DocumentRenewal: { value: 3, en: 'Document renewal', ar: 'تجديد مستند' },
});
export const GoTaskKind = GoTaskKinds.values;
export type GoTaskKind = number;

/** How a closed task ended. */
export const GoTaskOutcomes = defineEnum('GoTaskOutcome', {
  Approved: { value: 1, en: 'Approved', ar: 'تمت الموافقة', color: 'green' },
  Rejected: { value: 2, en: 'Rejected', ar: 'مرفوض', color: 'red' },
  Cancelled: { value: 3, en: 'Cancelled by the requester', ar: 'ألغاه مقدّم الطلب', color: 'default' },
});
export const GoTaskOutcome = GoTaskOutcomes.values;
export type GoTaskOutcome = number;

/**
 * A task's name in each language, from its kind and its subject's parameters (the employee, the days),
 * so that each reader sees it in their own language.
 */
export const goTaskNames: Record<number, LocalizedText> = {
  [GoTaskKind.AttendanceRequest]: {
    en: 'Attendance correction of {employee} for {days}',
    ar: 'تصحيح حضور {employee} ليوم {days}',
  },
  [GoTaskKind.LeaveRequest]: {
    en: 'Leave request of {employee} for {days}',
    ar: 'طلب إجازة {employee} لـ {days}',
  },
  [GoTaskKind.DocumentRenewal]: {
    en: 'Document renewal of {employee}: {days}',
    ar: 'تجديد مستند {employee}: {days}',
  },
};

export const goTaskDto = z.object({
  id: z.uuid(),
  /** In the reader's language. */
  name: z.string(),
  creationTime: z.string(),
  state: z.number().int(),
  kind: GoTaskKinds.dto,
  /** The user who filed the request. */
  creatorId: z.uuid().nullable(),
  creatorName: z.string().nullable(),
  /** The request it decides (an attendance request's id, or a leave request's). */
  bindingModelId: z.uuid(),
  /** Null while open. */
  outcome: GoTaskOutcomes.dto.nullable(),
  closedTime: z.string().nullable(),
  closedByName: z.string().nullable(),
  /** Whether the caller may approve or reject it now. */
  canDecide: z.boolean(),
  /** Each decision apart: a holder of only the reject permission may reject it, not approve it. */
  canApprove: z.boolean(),
  canReject: z.boolean(),
});
export type GoTaskDto = z.infer<typeof goTaskDto>;

/** The caller's tasks, newest first; open ones only with `state=0`. */
export const getGoTasksInput = pagedRequest.extend({
  state: enumFilter(GoTaskStates),
});
export type GetGoTasksInput = z.input<typeof getGoTasksInput>;
export type GetGoTasks = z.infer<typeof getGoTasksInput>;

/** A rejection may say why (shown to the requester). */
export const rejectGoTaskInput = z
  .object({ reason: z.preprocess(blankToNull, trimmedText().max(500).nullish()) })
  .optional();
export type RejectGoTaskInput = z.input<typeof rejectGoTaskInput>;

const tag = 'GoTask';
const path = '/api/app/go-task';
const call = resourceCalls(path, tag);

/**
 * Document 1 §7, tasks. A task is assigned to the requester's manager, or, when there is none, to the users
 * holding the kind's approve permission; either may decide it, never the requester. Deciding a closed task
 * is 422 Requests:TaskClosed.
 */
export const goTaskEndpoints = {
  approve: call('POST', 'approve-go-task/:id', access.authenticated),
  reject: call('POST', 'reject-go-task/:id', access.authenticated, { body: rejectGoTaskInput }),
  get: call('GET', 'go-task/:id', access.authenticated, { response: goTaskDto }),
  listAssigned: call('GET', 'go-tasks-assigned-for-current-user', access.authenticated, {
    query: getGoTasksInput,
    response: pagedResult(goTaskDto),
  }),
};
