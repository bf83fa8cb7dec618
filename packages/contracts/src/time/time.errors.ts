import { defineErrors } from '../platform/errors.contract.ts';

// The validation codes (400) are zod messages too: the same text on the server's answer and in the form.
// One section per entity of the module; keep each entity's codes together.
export const timeErrors = defineErrors({
  // Holidays
  'Time:InvalidFromDate': {
    status: 400,
    en: 'The start date must not be after the end date.',
    ar: 'يجب ألا يكون تاريخ البداية بعد تاريخ النهاية.',
  },
  'Time:InvalidToDate': {
    status: 400,
    en: 'The end date must not be before the start date.',
    ar: 'يجب ألا يكون تاريخ النهاية قبل تاريخ البداية.',
  },
  'Time:ReOccurringHolidayTooLong': {
    status: 400,
    en: 'A holiday that repeats every year must end less than a year after it starts.',
    ar: 'يجب أن تنتهي العطلة التي تتكرر كل عام قبل مرور سنة على بدايتها.',
  },
  'Time:DuplicateHoliday': {
    status: 422,
    en: 'The holiday {name} already covers some of these days ({from} to {to}). Edit that holiday instead of entering it again.',
    ar: 'العطلة {name} تشمل بعض هذه الأيام مسبقاً (من {from} إلى {to}). عدّل تلك العطلة بدلاً من إدخالها مرة أخرى.',
  },
  // Attendance records
  'Time:RangeTooLong': {
    status: 400,
    en: 'Choose at most {days} days.',
    ar: 'اختر {days} يومًا على الأكثر.',
  },
  'Time:InvalidCheckIn': {
    status: 400,
    en: 'The check-in must be earlier than the check-out.',
    ar: 'يجب أن يكون وقت الدخول قبل وقت الخروج.',
  },
  'Time:InvalidCheckOut': {
    status: 400,
    en: 'The check-out must be later than the check-in.',
    ar: 'يجب أن يكون وقت الخروج بعد وقت الدخول.',
  },
  'Time:AttendanceTooLong': {
    status: 400,
    en: 'An attendance record can last at most 24 hours. Enter the check-out of this stay, or split it.',
    ar: 'لا يمكن أن تتجاوز مدة سجل الحضور 24 ساعة. أدخل وقت خروج هذه المدة أو قسّمها.',
  },
  'Time:CheckOutRequired': {
    status: 422,
    en: 'Enter the check-out. A record without a check-out is allowed only for a check-in of today ({today}).',
    ar: 'أدخل وقت الخروج. لا يُسمح بسجل بلا وقت خروج إلا لدخول اليوم ({today}).',
  },
  'Time:AttendanceInFuture': {
    status: 422,
    en: 'The check-in and check-out cannot be in the future (now: {now}).',
    ar: 'لا يمكن أن يكون وقت الدخول أو الخروج في المستقبل (الآن: {now}).',
  },
  'Time:AttendanceBeforeEmployment': {
    status: 400,
    en: 'The check-in cannot be before the employee’s employment began ({start}, the start of their first contract).',
    ar: 'لا يمكن أن يكون وقت الدخول قبل بدء عمل الموظف ({start}، بداية أول عقد له).',
  },
  'Time:AttendanceOverlap': {
    status: 422,
    en: 'This record overlaps the employee’s record from {checkIn} to {checkOut}.',
    ar: 'يتداخل هذا السجل مع سجل الموظف من {checkIn} إلى {checkOut}.',
  },
  'Time:OpenAttendanceExists': {
    status: 422,
    en: 'The employee is still checked in since {checkIn} (a record without a check-out). Enter that record’s check-out first.',
    ar: 'الموظف ما زال مسجَّل الدخول منذ {checkIn} (سجل بلا وقت خروج). أدخل وقت خروج ذلك السجل أولًا.',
  },
  'Time:AttendanceEmployeeNotFound': {
    status: 422,
    en: 'The employee was not found.',
    ar: 'لم يتم العثور على الموظف.',
  },
  // Terminals
  'Time:AddressNotPermitted': {
    status: 400,
    en: 'A terminal cannot be at this address (the server itself, a link-local, multicast or reserved address).',
    ar: 'لا يمكن أن يكون الجهاز على هذا العنوان (الخادم نفسه، أو عنوان محلي للرابط أو للبث المتعدد أو محجوز).',
  },
  'Time:InvalidIpAddress': {
    status: 400,
    en: 'Enter an IPv4 or IPv6 address or a host name.',
    ar: 'أدخل عنوان IPv4 أو IPv6 أو اسم مضيف.',
  },
  'Time:InvalidTimeZone': {
    status: 400,
    en: 'This is not a known time zone.',
    ar: 'هذه ليست منطقة زمنية معروفة.',
  },
  'Time:DuplicateTerminalName': {
    status: 422,
    en: 'A terminal named {name} already exists.',
    ar: 'يوجد جهاز باسم {name} مسبقاً.',
  },
  // Employee PINs
  'Time:InvalidPin': {
    status: 400,
    en: 'The PIN must be a whole number from 1 to 999999999.',
    ar: 'يجب أن يكون رقم البصمة عدداً صحيحاً من 1 إلى 999999999.',
  },
  'Time:DuplicatePin': {
    status: 422,
    en: 'The PIN {pin} is already given to another employee.',
    ar: 'رقم البصمة {pin} مُعطى لموظف آخر مسبقاً.',
  },
  'Time:EmployeeHasPin': {
    status: 422,
    en: '{name} already has the PIN {pin}.',
    ar: 'لدى {name} رقم البصمة {pin} مسبقاً.',
  },
  'Time:PinEmployeeNotFound': {
    status: 422,
    en: 'The employee was not found.',
    ar: 'لم يتم العثور على الموظف.',
  },
  // Attendance sync
  // 409, not 503: the product is up, only its job queue is not (yet) running in this process.
  'Time:SyncNotAvailable': {
    status: 409,
    en: 'The background jobs are not running, so the sync cannot start. Try again in a minute.',
    ar: 'المهام الخلفية لا تعمل، لذا لا يمكن بدء المزامنة. حاول مرة أخرى بعد دقيقة.',
  },
});
