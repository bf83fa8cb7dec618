import { defineErrors } from '../platform/errors.contract.ts';

// One section per entity of the module; the validation codes (400) are zod messages too.
export const leaveErrors = defineErrors({
  // Leave types
  'Leave:InvalidCode': {
    status: 400,
    en: 'Use letters, digits, - and _ only in the code.',
    ar: 'استخدم الحروف والأرقام و - و _ فقط في الرمز.',
  },
  'Leave:DuplicateCode': {
    status: 422,
    en: 'A leave type with the code {code} already exists.',
    ar: 'يوجد نوع إجازة بالرمز {code} مسبقاً.',
  },
  'Leave:LeaveTypeInUse': {
    status: 422,
    en: 'This leave type cannot be deleted: {count} allocations or requests use it.',
    ar: 'لا يمكن حذف نوع الإجازة هذا: تستخدمه {count} من التخصيصات أو الطلبات.',
  },
  // Leave allocations
  'Leave:InvalidValidityTo': {
    status: 400,
    en: 'The end of the validity must not be before its start.',
    ar: 'يجب ألا تكون نهاية الصلاحية قبل بدايتها.',
  },
  'Leave:ValidityTooLong': {
    status: 400,
    en: 'An allocation can be valid for at most {days} days.',
    ar: 'يمكن أن تكون صلاحية التخصيص {days} يومًا على الأكثر.',
  },
  'Leave:NothingAllocated': {
    status: 400,
    en: 'Allocate some days or hours.',
    ar: 'خصّص بعض الأيام أو الساعات.',
  },
  'Leave:TooManyDecimals': {
    status: 400,
    en: 'Use at most two decimals.',
    ar: 'استخدم منزلتين عشريتين على الأكثر.',
  },
  'Leave:LeaveTypeNotFound': {
    status: 422,
    en: 'The leave type was not found.',
    ar: 'لم يتم العثور على نوع الإجازة.',
  },
  'Leave:EmployeeNotFound': {
    status: 422,
    en: 'The employee was not found.',
    ar: 'لم يتم العثور على الموظف.',
  },
  'Leave:AllocationOverlaps': {
    status: 422,
    en: '{employee} already has a {leaveType} allocation valid from {from} to {to}. Change that one, or choose dates after it.',
    ar: 'لدى {employee} تخصيص {leaveType} صالح من {from} إلى {to}. عدّل ذلك التخصيص أو اختر تواريخ بعده.',
  },
  'Leave:AllocationBelowUsed': {
    status: 422,
    en: 'This allocation cannot go below what is already used: {usedDays} days and {usedHours} hours are taken or reserved.',
    ar: 'لا يمكن أن يقل هذا التخصيص عمّا استُخدم منه: {usedDays} يوم و{usedHours} ساعة مأخوذة أو محجوزة.',
  },
  'Leave:AllocationInUse': {
    status: 422,
    en: 'This allocation cannot be deleted: leave requests draw on it.',
    ar: 'لا يمكن حذف هذا التخصيص: تسحب منه طلبات إجازة.',
  },
  'Leave:UnitMismatch': {
    status: 422,
    en: '{leaveType} is asked for in {unit}: allocate {unit} only.',
    ar: 'يُطلب نوع الإجازة {leaveType} بوحدة {unit}: خصّص {unit} فقط.',
  },
  'Leave:DepartmentNotFound': {
    status: 422,
    en: 'The department was not found.',
    ar: 'لم يتم العثور على القسم.',
  },
});
