import { GoTaskKind, NotificationType } from '@hr/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { documentRenewalKeys } from '../documents/public.ts';
import { leaveRequestKeys } from '../leave/public.ts';
import { attendanceRequestKeys } from './api/attendance-request.api.ts';

/**
 * What the live notifications know of a request kind (the server's `defineRequestKind`): its notifications'
 * type and its query keys. Only keys: the bell runs on every page, and the kinds' details (their components,
 * their calls: `request-kinds.ts`, for the task page) would load a dozen files with it.
 */
export interface RequestKindQueries {
  kind: GoTaskKind;
  /** Its notifications' type: one (and a resync) re-reads the tasks and every list of the kind. */
  notificationType: NotificationType;
  /** Its query keys: `all` holds its lists, `detail(id)` one request. */
  keys: { all: QueryKey; detail: (id: string) => QueryKey };
}

export const requestKindQueries = {
  attendance: {
    kind: GoTaskKind.AttendanceRequest,
    notificationType: NotificationType.AttendanceRequest,
    keys: attendanceRequestKeys,
  },
  leave: {
    kind: GoTaskKind.LeaveRequest,
    notificationType: NotificationType.LeaveRequest,
    keys: leaveRequestKeys,
  },
  documentRenewal: {
    kind: GoTaskKind.DocumentRenewal,
    notificationType: NotificationType.DocumentRenewal,
    keys: documentRenewalKeys,
  },
} as const satisfies Record<string, RequestKindQueries>;
