import { attendanceEndpoints } from '@hr/contracts';
import type { ModuleRoute } from '../../app/module.ts';
import { routeTimeZone } from '../../app/route-prefetch.ts';
import { firstListPage, routeQuery } from '../../components/list-prefetch.ts';
import { resourceList } from '../../components/resource-list.ts';
import { ownPendingAttendanceRequests } from '../requests/public.ts';
import { attendanceApi } from './api/attendance.api.ts';
import type { TimeMenuKey } from './menu.ts';
import { monthRange, shownMonth } from './pages/my-attendance/my-attendance.ts';

/**
 * hr/attendance, and self-service/my-attendance. The spec's attendance menu entry has no policy; the menu tree gives it
 * HR.Attendance.Index anyway (every call of the page needs it), so it shows to the holders only.
 */
export const attendanceRoutes: readonly ModuleRoute<TimeMenuKey>[] = [
  {
    path: 'hr/attendance',
    menu: 'hr.attendance',
    load: () => import('./pages/attendance/AttendancePage.tsx').then((m) => m.AttendancePage),
    // The records' first page (the view it opens on).
    prefetch: () => [firstListPage(resourceList(attendanceApi), attendanceEndpoints.list)],
  },
  {
    // The employee's own month (the menu entry is for employees, in self-service's features).
    path: 'self-service/my-attendance',
    menu: 'self-service.my-attendance',
    load: () => import('./pages/my-attendance/MyAttendancePage.tsx').then((m) => m.MyAttendancePage),
    // This month's days (on the tenant's calendar) and the pending corrections that may fix them.
    prefetch: async () => {
      const [fromDate, toDate] = monthRange(shownMonth(null, await routeTimeZone()));
      return [
        routeQuery(attendanceEndpoints.ownDays, attendanceApi.ownDaysQuery({ fromDate, toDate })),
        ownPendingAttendanceRequests(fromDate, toDate),
      ];
    },
  },
];
