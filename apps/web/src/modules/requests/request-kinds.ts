import { GoTaskKind, NotificationType } from '@hr/contracts';
import type { QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { DocumentRenewalDetails, documentRenewalApi } from '../documents/public.ts';
import { LeaveRequestDetails, leaveRequestApi } from '../leave/public.ts';
import { attendanceRequestApi } from './api/attendance-request.api.ts';
import { AttendanceRequestDetails } from './components/AttendanceRequestDetails.tsx';

/**
 * A request kind as the web app knows it beyond its own pages (the server's `defineRequestKind`): what the
 * task page shows of the request a go-task decides, and what a notification of the kind reads again.
 */
export interface WebRequestKind {
  kind: GoTaskKind;
  /** Its notifications' type: one (and a resync) re-reads the tasks and every list of the kind. */
  notificationType: NotificationType;
  /** Its query keys: `all` holds its lists, `detail(id)` one request. */
  keys: { all: QueryKey; detail: (id: string) => QueryKey };
  /** One request with its details (the kind's `get`) and how the task page shows it. */
  read: (id: string) => Promise<unknown>;
  Details: ComponentType<{ request: never }>;
}

/** A kind's entry, its details' reader and component checked against each other. */
function requestKind<T>(entry: {
  kind: GoTaskKind;
  notificationType: NotificationType;
  keys: WebRequestKind['keys'];
  read: (id: string) => Promise<T>;
  Details: ComponentType<{ request: T }>;
}): WebRequestKind {
  return entry as unknown as WebRequestKind;
}

/** The request kinds decided by go-tasks: a kind of another module comes through its `public.ts`. */
export const requestKinds: readonly WebRequestKind[] = [
  requestKind({
    kind: GoTaskKind.AttendanceRequest,
    notificationType: NotificationType.AttendanceRequest,
    keys: attendanceRequestApi.keys,
    read: attendanceRequestApi.get,
    Details: AttendanceRequestDetails,
  }),
  requestKind({
    kind: GoTaskKind.LeaveRequest,
    notificationType: NotificationType.LeaveRequest,
    keys: leaveRequestApi.keys,
    read: leaveRequestApi.get,
    Details: LeaveRequestDetails,
  }),
  requestKind({
    kind: GoTaskKind.DocumentRenewal,
    notificationType: NotificationType.DocumentRenewal,
    keys: documentRenewalApi.keys,
    read: documentRenewalApi.get,
    Details: DocumentRenewalDetails,
  }),
];
