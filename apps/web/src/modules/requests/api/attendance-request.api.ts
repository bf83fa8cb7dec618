import {
  type AttendanceRequestDto,
  AttendanceRequestState,
  attendanceRequestEndpoints,
  type CreateSelfAttendanceRequestInput,
  type GetOwnAttendancesInput,
  maxPageSize,
} from '@hr/contracts';
import { call } from '../../../app/api-client.ts';
import { idCall, listCall, resourceKeys } from '../../../components/endpoint-calls.ts';

const all = ['requests', 'attendance-requests'] as const;

/**
 * Query keys: the caller's lists, HR's list of everyone's, one request's details, the caller's own records of
 * some days. A decided task invalidates `all` (the module's rule).
 */
export const attendanceRequestKeys = {
  ...resourceKeys(all),
  everyone: () => [...all, 'everyone'] as const,
  ownAttendances: (query: GetOwnAttendancesInput) => [...all, 'own-attendances', query] as const,
  pendingSelf: (fromDate: string, toDate: string) => [...all, 'pending-self', fromDate, toDate] as const,
};

/**
 * The caller's own attendance-correction requests (document 1 §7, /api/app/attendance-request), and HR's
 * list of everyone's (`all`, HR.AttendanceRequests.Index).
 */
export const attendanceRequestApi = {
  keys: attendanceRequestKeys,
  /** What HR's list sorts by (its contract's fields): its sortable columns. */
  sortFields: attendanceRequestEndpoints.all.sort,
  /** `includedStates` travels as '0,1' (the contract takes commas or repeated parameters). */
  listSelf: listCall(attendanceRequestEndpoints.listSelf),
  all: listCall(attendanceRequestEndpoints.all),
  get: idCall(attendanceRequestEndpoints.get),
  createSelf: (body: CreateSelfAttendanceRequestInput) =>
    call(attendanceRequestEndpoints.createSelf, { body }),
  cancelSelf: idCall(attendanceRequestEndpoints.cancelSelf),
  ownAttendances: (query: GetOwnAttendancesInput, signal?: AbortSignal) =>
    call(attendanceRequestEndpoints.ownAttendances, { query }, { signal }),
  /**
   * Every one of the caller's requests pending approval whose stay's check-in falls on fromDate..toDate
   * (the list's filter), page after page.
   */
  pendingSelf: async (fromDate: string, toDate: string, signal?: AbortSignal) => {
    const items: AttendanceRequestDto[] = [];
    for (;;) {
      const page = await call(
        attendanceRequestEndpoints.listSelf,
        {
          query: {
            includedStates: String(AttendanceRequestState.PendingApproval),
            fromDate,
            toDate,
            skipCount: items.length,
            maxResultCount: maxPageSize,
          },
        },
        { signal },
      );
      items.push(...page.items);
      if (page.items.length === 0 || items.length >= page.totalCount) return items;
    }
  },
};
