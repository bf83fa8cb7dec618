import { definePermissions } from '../platform/permissions.ts';

/** Group HR: attendance, holidays, the attendance sync job and the fingerprint terminals feeding it. */
export const { names: TimePermissions, definitions: timePermissions } = definePermissions({
  Attendance: { name: 'HR.Attendance.Index', en: 'Attendance records', ar: 'سجلات الحضور', crud: true },
  Holidays: { name: 'HR.Holiday.Index', en: 'Holidays', ar: 'العطل الرسمية', crud: true },
  JobExecutionRecords: {
    name: 'HR.JobExecutionRecord.Index',
    en: 'Job execution records',
    ar: 'سجلات تنفيذ المهام',
    children: {
      SyncAttendance: { en: 'Run attendance sync', ar: 'تشغيل مزامنة الحضور' },
    },
  },
  Terminals: {
    name: 'HR.Terminals.Index',
    en: 'Fingerprint terminals',
    ar: 'أجهزة البصمة',
    crud: true,
    children: {
      TestConnection: { en: 'Test connection', ar: 'اختبار الاتصال' },
    },
  },
  EmployeePins: {
    name: 'HR.EmployeePin.Index',
    en: 'Employee fingerprint PINs',
    ar: 'أرقام بصمة الموظفين',
    crud: true,
  },
});
