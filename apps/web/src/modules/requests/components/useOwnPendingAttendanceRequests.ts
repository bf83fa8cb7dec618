import { attendanceRequestEndpoints, maxFixRangeDays } from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { lookupQuery } from '../../../components/lookup.ts';
import { attendanceRequestApi } from '../api/attendance-request.api.ts';

/** A calendar date ('YYYY-MM-DD') moved by some days. */
function shiftDate(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/**
 * The caller's requests pending approval that may fix a day of fromDate..toDate. The list filters on the
 * stay's check-in, and a request's days (its fix range, which holds the stay) reach at most
 * `maxFixRangeDays` before it, so the check-ins are asked from that far back; which days each one covers
 * is the caller's to work out (its fixAttendanceFrom..fixAttendanceTo on the tenant's calendar). Read again
 * when any request changes (the module's `all` key: filed, cancelled, decided).
 */
export function useOwnPendingAttendanceRequests(fromDate: string, toDate: string) {
  return useQuery(ownPendingAttendanceRequests(fromDate, toDate));
}

/** `useOwnPendingAttendanceRequests`' query (My attendance's route prefetches it), with its endpoint's policies. */
export function ownPendingAttendanceRequests(fromDate: string, toDate: string) {
  const from = shiftDate(fromDate, -(maxFixRangeDays + 1));
  return lookupQuery(attendanceRequestEndpoints.listSelf, {
    queryKey: attendanceRequestApi.keys.pendingSelf(from, toDate),
    queryFn: ({ signal }) => attendanceRequestApi.pendingSelf(from, toDate, signal),
  });
}
