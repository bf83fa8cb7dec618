import type { ModuleRoute } from '../../app/module.ts';
import type { TimeMenuKey } from './menu.ts';

/**
 * hr/attendance, and self-service/my-attendance. The spec's attendance menu entry has no policy; the menu tree gives it
 * HR.Attendance.Index anyway (every call of the page needs it), so it shows to the holders only.
 */
export const attendanceRoutes: readonly ModuleRoute<TimeMenuKey>[] = [
  {
    path: 'hr/attendance',
    menu: 'hr.attendance',
    load: () => import('./pages/attendance/AttendancePage.tsx').then((m) => m.AttendancePage),
  },
  {
    // The employee's own month (the menu entry is for employees, in self-service's features).
    path: 'self-service/my-attendance',
    menu: 'self-service.my-attendance',
    load: () => import('./pages/my-attendance/MyAttendancePage.tsx').then((m) => m.MyAttendancePage),
  },
];
