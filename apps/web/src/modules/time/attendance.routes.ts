import { MenuKeys } from '../../app/menu/menu-keys.ts';
import type { ModuleRoute } from '../../app/module.ts';

/**
 * hr/attendance, and self-service/my-attendance. The spec's attendance menu entry has no policy; the menu tree gives it
 * HR.Attendance.Index anyway (every call of the page needs it), so it shows to the holders only.
 */
export const attendanceRoutes: readonly ModuleRoute[] = [
  {
    path: 'hr/attendance',
    menu: MenuKeys.AttendanceRecords,
    load: () => import('./pages/attendance/AttendancePage.tsx').then((m) => m.AttendancePage),
  },
  {
    // The employee's own month (the menu entry is for employees, in self-service's features).
    path: 'self-service/my-attendance',
    menu: MenuKeys.MyAttendance,
    load: () => import('./pages/my-attendance/MyAttendancePage.tsx').then((m) => m.MyAttendancePage),
  },
];
