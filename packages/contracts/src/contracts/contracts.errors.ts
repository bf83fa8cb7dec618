import { defineErrors } from '../platform/errors.contract.ts';
import { maxWorkingHoursPerSchedule } from './working-hours.ts';

// The validation codes (400) are zod messages too: the same text on the server's answer and in the form.
export const contractsErrors = defineErrors({
  'Contracts:MustHaveAtLeastOneWorkingHour': {
    status: 400,
    en: 'A working schedule must have at least one working hour.',
    ar: 'يجب أن يحتوي جدول الدوام على ساعة عمل واحدة على الأقل.',
  },
  'Contracts:TooManyWorkingHours': {
    status: 400,
    en: `A working schedule can have at most ${maxWorkingHoursPerSchedule} working hours.`,
    ar: `يمكن أن يحتوي جدول الدوام على ${maxWorkingHoursPerSchedule} ساعة عمل على الأكثر.`,
  },
  'Contracts:InvalidTime': {
    status: 400,
    en: 'Enter a time between 00:00 and 23:59.',
    ar: 'أدخل وقتًا بين 00:00 و23:59.',
  },
  'Contracts:EmptyWorkingHour': {
    status: 400,
    en: 'The end must differ from the start. An end before the start runs past midnight.',
    ar: 'يجب أن تختلف النهاية عن البداية. النهاية التي تسبق البداية تمتد إلى ما بعد منتصف الليل.',
  },
  'Contracts:InvalidExpectedAttendance': {
    status: 400,
    en: 'Expected attendance must be more than 00:00 and not more than the time from the start to the end.',
    ar: 'يجب أن يكون الحضور المتوقع أكثر من 00:00 وألا يتجاوز المدة بين البداية والنهاية.',
  },
  'Contracts:OverlappingWorkingHours': {
    status: 400,
    en: 'This working hour overlaps another one. Hours must not overlap, and an hour past midnight must end before the next day’s hours start.',
    ar: 'ساعة العمل هذه تتداخل مع ساعة أخرى. يجب ألا تتداخل الساعات، ويجب أن تنتهي الساعة الممتدة بعد منتصف الليل قبل بدء ساعات اليوم التالي.',
  },
  'Contracts:DuplicateWorkingScheduleName': {
    status: 422,
    en: 'There is already a working schedule named {name}.',
    ar: 'يوجد جدول دوام باسم {name} مسبقًا.',
  },
  'Contracts:WorkingHourNotFound': {
    status: 422,
    en: 'A working hour you edited is no longer part of this schedule. Reload the schedule and try again.',
    ar: 'إحدى ساعات العمل التي عدلتها لم تعد ضمن هذا الجدول. أعد تحميل الجدول وحاول مرة أخرى.',
  },
  'Contracts:WorkingScheduleInUse': {
    status: 422,
    en: '{count} contract(s) use the working schedule {name}. Give them another schedule first.',
    ar: 'يستخدم {count} عقد/عقود جدول الدوام {name}. اختر لها جدولًا آخر أولًا.',
  },
});
