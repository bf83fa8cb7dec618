import {
  CalendarOutlined,
  CarryOutOutlined,
  ClockCircleOutlined,
  DesktopOutlined,
  HistoryOutlined,
  KeyOutlined,
  ProfileOutlined,
  ScanOutlined,
} from '@ant-design/icons';
import { TimePermissions } from '@hr/contracts';
import { MenuGroups } from '../../app/menu/menu-node.ts';
import { defineMenu, type MenuKeyOf } from '../../app/menu/module-menu.ts';

/** The employee's own attendance and the holiday calendar; HR's attendance, holidays, sync and fingerprint. */
export const timeMenu = defineMenu([
  // The employee's own month of attendance, then the corrections they ask for (requests module).
  {
    parent: MenuGroups.SelfService,
    key: 'self-service.my-attendance',
    label: 'time::Menu.MyAttendance',
    order: 1,
    icon: HistoryOutlined,
    requiresEmployee: true,
  },
  {
    parent: MenuGroups.SelfService,
    key: 'self-service.holiday-calendar',
    label: 'time::Menu.HolidayCalendar',
    order: 5,
    icon: CalendarOutlined,
  },
  // The spec gives the attendance entry no policy; it shows to the holders of the list's policy
  // (HR.Attendance.Index), whom every call of the page needs.
  {
    parent: MenuGroups.HR,
    key: 'hr.attendance',
    label: 'time::Menu.AttendanceRecords',
    order: 6,
    icon: ClockCircleOutlined,
    policy: TimePermissions.Attendance.Default,
  },
  {
    parent: MenuGroups.HR,
    key: 'hr.holidays',
    label: 'time::Menu.Holidays',
    order: 7,
    icon: CarryOutOutlined,
    policy: TimePermissions.Holidays.Default,
  },
  {
    parent: MenuGroups.HR,
    key: 'hr.job-execution-record',
    label: 'time::Menu.JobExecutionRecords',
    order: 8,
    icon: ProfileOutlined,
    policy: TimePermissions.JobExecutionRecords.Default,
  },
  {
    parent: MenuGroups.HR,
    key: 'hr.fingerprint',
    label: 'time::Menu.FingerPrint',
    order: 9,
    icon: ScanOutlined,
    children: [
      {
        key: 'hr.fingerprint.terminals',
        label: 'time::Menu.Terminals',
        order: 1,
        icon: DesktopOutlined,
        policy: TimePermissions.Terminals.Default,
      },
      {
        key: 'hr.fingerprint.employee-pins',
        label: 'time::Menu.EmployeePins',
        order: 2,
        icon: KeyOutlined,
        policy: TimePermissions.EmployeePins.Default,
      },
    ],
  },
]);

export type TimeMenuKey = MenuKeyOf<typeof timeMenu>;
