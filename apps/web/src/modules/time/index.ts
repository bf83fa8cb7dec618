import { defineModule, lazyTab, ProfileTabOrder } from '../../app/module.ts';
import { attendanceApi } from './api/attendance.api.ts';
import { attendanceRoutes } from './attendance.routes.ts';
import { fingerprintRoutes } from './fingerprint.routes.ts';
import { holidayRoutes } from './holiday.routes.ts';
import { jobExecutionRoutes } from './job-execution.routes.ts';

/** Time: holidays (and the self-service holiday calendar), attendance records, terminals, PINs, sync records. */
export const timeModule = defineModule({
  name: 'time',
  routes: [...fingerprintRoutes, ...attendanceRoutes, ...holidayRoutes, ...jobExecutionRoutes],
  profileTabs: [
    {
      key: 'attendance',
      order: ProfileTabOrder.Attendance,
      label: 'time::Profile.Attendance',
      menu: ['hr.attendance'],
      selfMenu: ['self-service.my-attendance'],
      Component: lazyTab(() =>
        import('./components/EmployeeAttendanceTab.tsx').then((m) => m.EmployeeAttendanceTab),
      ),
      prefetch: (employeeId, self) => [attendanceApi.profileMonth(employeeId, self)],
    },
  ],
});
