import { type CreateAttendance, createAttendanceInput, displayParam } from '@hr/contracts';
import type { RequestContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/database.ts';
import { declareImport } from '../../platform/import/declared-import.ts';
import { employeeColumn } from '../../platform/import/employee-column.ts';
import { addDays, instantAt } from '../../platform/tenant-date.ts';
import type { EmployeesApi } from '../employees/public.ts';
import type { AttendanceService } from './attendance/attendance.service.ts';

/**
 * The attendance records' import from Excel, a declaration of the platform's import: one row a stay at
 * work (the employee by national number or name, the day, the check-in and check-out on the tenant's clock;
 * a check-out earlier than the check-in is the next day's, an overnight shift), each created by the
 * attendance service's own create, as a manual record is (its rules: no overlap, not in the future, within
 * the employment, at most a day long; the work day by the expected time; the audit trail), all or nothing.
 */
export function createAttendanceImport(
  db: Database,
  deps: {
    attendance: Pick<AttendanceService, 'create'>;
    employees: Pick<EmployeesApi['employees'], 'byNumberOrName'>;
    timeZoneOf: (ctx: RequestContext) => Promise<string>;
  },
) {
  const zones = new WeakMap<RequestContext, string>();
  const timeNote = {
    en: "On the organisation's clock (its time zone), 24 hours: HH:mm, or an Excel time.",
    ar: 'بتوقيت المؤسسة (منطقتها الزمنية)، بنظام 24 ساعة: HH:mm، أو وقت Excel.',
  };
  return declareImport(db, {
    sheetName: { en: 'Attendance', ar: 'الحضور' },
    prepare: async (ctx) => {
      zones.set(ctx, await deps.timeZoneOf(ctx));
    },
    columns: [
      employeeColumn(deps.employees),
      { key: 'date', type: 'date', required: true, header: { en: 'Date', ar: 'التاريخ' }, width: 14 },
      {
        key: 'checkIn',
        type: 'time',
        required: true,
        header: { en: 'Check-in', ar: 'وقت الدخول' },
        width: 12,
        note: timeNote,
      },
      {
        key: 'checkOut',
        type: 'time',
        required: false,
        header: { en: 'Check-out', ar: 'وقت الخروج' },
        width: 12,
        note: {
          en: `${timeNote.en} Earlier than the check-in: the next day. Empty: still in (today only).`,
          ar: `${timeNote.ar} إن كان قبل وقت الدخول: في اليوم التالي. فارغ: ما زال في العمل (اليوم فقط).`,
        },
      },
    ],
    command: (v, ctx) => {
      const zone = zones.get(ctx) ?? 'UTC';
      const date = typeof v.date === 'string' ? v.date : undefined;
      const checkIn = date && typeof v.checkIn === 'string' ? instantAt(zone, date, v.checkIn) : undefined;
      const outDay =
        date && typeof v.checkOut === 'string' && typeof v.checkIn === 'string' && v.checkOut < v.checkIn
          ? addDays(date, 1)
          : date;
      const checkOut =
        outDay && typeof v.checkOut === 'string' ? instantAt(zone, outDay, v.checkOut) : undefined;
      return {
        employeeId: v.employee,
        checkIn: checkIn?.toISOString(),
        checkOut: checkOut ? checkOut.toISOString() : null,
      };
    },
    schema: createAttendanceInput,
    paths: { employeeId: 'employee' },
    columnOfCode: {
      'Time:AttendanceEmployeeNotFound': 'employee',
      'Time:AttendanceOverlap': 'checkIn',
      'Time:AttendanceInFuture': 'checkIn',
      'Time:AttendanceBeforeEmployment': 'date',
      'Time:AttendanceTooLong': 'checkOut',
    },
    write: (ctx, command: CreateAttendance) => deps.attendance.create(ctx, command),
    label: (_v, cell) => `${cell('employee') || '—'} · ${displayParam(cell('date'))}`,
  });
}
