import type { ComponentType } from 'react';
import { DocumentRenewalDetails, documentRenewalApi } from '../documents/public.ts';
import { LeaveRequestDetails, leaveRequestApi } from '../leave/public.ts';
import { attendanceRequestApi } from './api/attendance-request.api.ts';
import { AttendanceRequestDetails } from './components/AttendanceRequestDetails.tsx';
import { type RequestKindQueries, requestKindQueries } from './request-kind-queries.ts';

/**
 * A request kind as the web app knows it beyond its own pages (the server's `defineRequestKind`): what the
 * task page shows of the request a go-task decides, and what a notification of the kind reads again.
 */
export interface WebRequestKind extends RequestKindQueries {
  /** One request with its details (the kind's `get`) and how the task page shows it. */
  read: (id: string) => Promise<unknown>;
  Details: ComponentType<{ request: never }>;
}

/** A kind's entry, its details' reader and component checked against each other. */
function requestKind<T>(
  entry: RequestKindQueries & {
    read: (id: string) => Promise<T>;
    Details: ComponentType<{ request: T }>;
  },
): WebRequestKind {
  return entry as unknown as WebRequestKind;
}

/** The request kinds decided by go-tasks: a kind of another module comes through its `public.ts`. */
export const requestKinds: readonly WebRequestKind[] = [
  requestKind({
    ...requestKindQueries.attendance,
    read: attendanceRequestApi.get,
    Details: AttendanceRequestDetails,
  }),
  requestKind({
    ...requestKindQueries.leave,
    read: leaveRequestApi.get,
    Details: LeaveRequestDetails,
  }),
  requestKind({
    ...requestKindQueries.documentRenewal,
    read: documentRenewalApi.get,
    Details: DocumentRenewalDetails,
  }),
];
