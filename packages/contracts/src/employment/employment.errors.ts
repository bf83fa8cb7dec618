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
  'Contracts:ProbationOutsideContract': {
    status: 400,
    en: 'The probation must end after the contract’s start and not after its end.',
    ar: 'يجب أن تنتهي فترة التجربة بعد بداية العقد وألا تتجاوز نهايته.',
  },
  'Contracts:EndBeforeStart': {
    status: 400,
    en: 'The end must not be before the start.',
    ar: 'يجب ألا تسبق النهاية البداية.',
  },
  'Contracts:SchedulesWithAttendance': {
    status: 400,
    en: 'A contract whose work entry source is Attendance has no working schedules.',
    ar: 'العقد الذي مصدر ساعات عمله الحضور لا يحتوي على جداول دوام.',
  },
  'Contracts:ScheduleOutsideContract': {
    status: 400,
    en: 'A working schedule’s dates must lie within the contract’s start and end.',
    ar: 'يجب أن تقع تواريخ جدول الدوام ضمن بداية العقد ونهايته.',
  },
  'Contracts:OverlappingContractSchedules': {
    status: 400,
    en: 'The dates of this working schedule overlap another one of the contract.',
    ar: 'تتداخل تواريخ جدول الدوام هذا مع جدول آخر في العقد.',
  },
  'Contracts:EmployeeNotFound': {
    status: 422,
    en: 'The employee does not exist.',
    ar: 'الموظف غير موجود.',
  },
  'Contracts:JobTitleNotFound': {
    status: 422,
    en: 'The job title does not exist.',
    ar: 'المسمى الوظيفي غير موجود.',
  },
  'Contracts:SalaryStructureNotFound': {
    status: 422,
    en: 'The salary structure does not exist.',
    ar: 'هيكل الرواتب غير موجود.',
  },
  'Contracts:WorkingScheduleNotFound': {
    status: 422,
    en: 'A working schedule of the contract does not exist.',
    ar: 'أحد جداول الدوام في العقد غير موجود.',
  },
  'Contracts:ContractScheduleNotFound': {
    status: 422,
    en: 'A working schedule range you edited is no longer part of this contract. Reload it and try again.',
    ar: 'أحد نطاقات جداول الدوام التي عدلتها لم يعد ضمن هذا العقد. أعد تحميله وحاول مرة أخرى.',
  },
  // {state} is the state's English name, {stateAr} its Arabic one.
  'Contracts:CannotActivate': {
    status: 422,
    en: 'The contract is {state}: only a Draft contract can be activated.',
    ar: 'حالة العقد {stateAr}: لا يمكن تفعيل إلا عقد في حالة مسودة.',
  },
  'Contracts:CannotCancel': {
    status: 422,
    en: 'The contract is {state}: only a Draft or Active contract can be cancelled.',
    ar: 'حالة العقد {stateAr}: لا يمكن إلغاء إلا عقد في حالة مسودة أو فعّال.',
  },
  'Contracts:CannotExpire': {
    status: 422,
    en: 'The contract is {state}: only a Draft or Active contract can be marked as expired.',
    ar: 'حالة العقد {stateAr}: لا يمكن اعتبار العقد منتهيًا إلا إذا كان مسودة أو فعّالًا.',
  },
  'Contracts:ContractClosed': {
    status: 422,
    en: 'The contract is {state}: it can no longer be changed.',
    ar: 'حالة العقد {stateAr}: لم يعد من الممكن تعديله.',
  },
  'Contracts:EmployeeOfActiveContract': {
    status: 422,
    en: 'The employee of an active contract cannot change.',
    ar: 'لا يمكن تغيير موظف عقد فعّال.',
  },
  'Contracts:OverlappingActiveContract': {
    status: 422,
    en: 'The employee already has the active contract {name} ({start} to {end}) over these dates.',
    ar: 'لدى الموظف العقد الفعّال {name} (من {start} إلى {end}) في هذه التواريخ.',
  },
  // {from} is the earliest payslip's start, {to} the latest one's end.
  'Contracts:PayslipsOutside': {
    status: 422,
    en: '{count} confirmed payslip(s) of this contract, for periods from {from} to {to}, would fall outside its new dates. Cancel them first, or keep dates that cover them.',
    ar: 'ستقع {count} من قسائم الرواتب المؤكدة لهذا العقد، للفترات من {from} إلى {to}، خارج تواريخه الجديدة. ألغها أولاً أو أبقِ على تواريخ تشملها.',
  },
});
