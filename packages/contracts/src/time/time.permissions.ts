import { crudChildren, crudNames, type PermissionDefinition } from '../platform/permissions.ts';

export const TimePermissions = {
  Attendance: {
    Default: 'HR.Attendance.Index',
    Create: 'HR.Attendance.Create',
    Update: 'HR.Attendance.Update',
    Delete: 'HR.Attendance.Delete',
  },
  Holidays: {
    Default: 'HR.Holiday.Index',
    Create: 'HR.Holiday.Create',
    Update: 'HR.Holiday.Update',
    Delete: 'HR.Holiday.Delete',
  },
  JobExecutionRecords: {
    Default: 'HR.JobExecutionRecord.Index',
    SyncAttendance: 'HR.JobExecutionRecord.SyncAttendance',
  },
  Terminals: {
    Default: 'HR.Terminals.Index',
    Create: 'HR.Terminals.Create',
    Update: 'HR.Terminals.Update',
    Delete: 'HR.Terminals.Delete',
    TestConnection: 'HR.Terminals.TestConnection',
  },
  EmployeePins: {
    Default: 'HR.EmployeePin.Index',
    Create: 'HR.EmployeePin.Create',
    Update: 'HR.EmployeePin.Update',
    Delete: 'HR.EmployeePin.Delete',
  },
} as const;

/** Group HR: attendance, holidays, the attendance sync job and the fingerprint terminals feeding it. */
export const timePermissions: PermissionDefinition[] = [
  {
    // The spec's attendance menu entry has no policy, yet these routes read and change every employee's
    // attendance, and every route must declare a policy. The name follows the spec's `HR.<Entity>.Index`.
    name: TimePermissions.Attendance.Default,
    displayName: { en: 'Attendance records', ar: 'سجلات الحضور' },
    children: crudChildren(TimePermissions.Attendance.Default, crudNames),
  },
  {
    name: TimePermissions.Holidays.Default,
    displayName: { en: 'Holidays', ar: 'العطل الرسمية' },
    children: crudChildren(TimePermissions.Holidays.Default, crudNames),
  },
  {
    name: TimePermissions.JobExecutionRecords.Default,
    displayName: { en: 'Job execution records', ar: 'سجلات تنفيذ المهام' },
    children: [
      {
        name: TimePermissions.JobExecutionRecords.SyncAttendance,
        displayName: { en: 'Run attendance sync', ar: 'تشغيل مزامنة الحضور' },
      },
    ],
  },
  {
    name: TimePermissions.Terminals.Default,
    displayName: { en: 'Fingerprint terminals', ar: 'أجهزة البصمة' },
    children: [
      ...crudChildren(TimePermissions.Terminals.Default, crudNames),
      {
        name: TimePermissions.Terminals.TestConnection,
        displayName: { en: 'Test connection', ar: 'اختبار الاتصال' },
      },
    ],
  },
  {
    name: TimePermissions.EmployeePins.Default,
    displayName: { en: 'Employee fingerprint PINs', ar: 'أرقام بصمة الموظفين' },
    children: crudChildren(TimePermissions.EmployeePins.Default, crudNames),
  },
];
