import { defineErrors } from '../platform/errors.contract.ts';

// Attendance-correction requests and the go-tasks that decide them.
export const requestErrors = defineErrors({
  'Requests:NotAnEmployee': {
    status: 403,
    en: 'Only employees can do this: your user account is not linked to an employee.',
    ar: 'هذا متاح للموظفين فقط: حساب المستخدم الخاص بك غير مرتبط بموظف.',
  },
  'Requests:FixRangeRequired': {
    status: 400,
    en: 'Choose the days whose records the correction replaces.',
    ar: 'اختر الأيام التي يستبدل التصحيح سجلاتها.',
  },
  'Requests:InvalidFixRange': {
    status: 400,
    en: 'The end of the days to fix must be after their start.',
    ar: 'يجب أن تكون نهاية الأيام المراد تصحيحها بعد بدايتها.',
  },
  'Requests:FixRangeTooLong': {
    status: 400,
    en: 'One request can fix at most {days} days.',
    ar: 'يمكن للطلب الواحد تصحيح {days} يومًا على الأكثر.',
  },
  'Requests:StayOutsideFixRange': {
    status: 400,
    en: 'The check-in and check-out must lie within the days to fix.',
    ar: 'يجب أن يقع وقتا الدخول والخروج ضمن الأيام المراد تصحيحها.',
  },
  'Requests:AttendanceToFixRequired': {
    status: 400,
    en: 'Choose the attendance record to fix.',
    ar: 'اختر سجل الحضور المراد تصحيحه.',
  },
  'Requests:AttendanceToFixNotFound': {
    status: 422,
    en: 'The attendance record to fix was not found among your records.',
    ar: 'لم يتم العثور على سجل الحضور المراد تصحيحه ضمن سجلاتك.',
  },
  'Requests:RequestInFuture': {
    status: 422,
    en: 'The check-in and check-out cannot be in the future (now: {now}).',
    ar: 'لا يمكن أن يكون وقت الدخول أو الخروج في المستقبل (الآن: {now}).',
  },
  'Requests:OverlappingPendingRequest': {
    status: 422,
    en: 'You already have a pending request for {from} to {to}. Cancel it or wait for its answer before filing another for these days.',
    ar: 'لديك طلب معلّق للفترة من {from} إلى {to}. ألغِه أو انتظر الرد عليه قبل تقديم طلب آخر لهذه الأيام.',
  },
  'Requests:OnlyPendingCanBeCancelled': {
    status: 422,
    en: 'Only a request pending approval can be cancelled; this one is {state}.',
    ar: 'لا يمكن إلغاء إلا الطلب الذي بانتظار الموافقة؛ حالة هذا الطلب: {state}.',
  },
  'Requests:TaskClosed': {
    status: 422,
    en: 'This task is already finished: the request was decided or withdrawn.',
    ar: 'هذه المهمة منتهية: تم البت في الطلب أو سحبه.',
  },
  'Requests:NotYourTask': {
    status: 403,
    en: 'This task is not assigned to you.',
    ar: 'هذه المهمة غير مسندة إليك.',
  },
  'Requests:CannotDecideOwnRequest': {
    status: 403,
    en: 'You cannot approve or reject your own request.',
    ar: 'لا يمكنك الموافقة على طلبك أو رفضه بنفسك.',
  },
});
