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
  // Attendance records
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
  // Terminals
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
});
