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
  'Leave:UnitInUse': {
    status: 422,
    en: 'The unit of this leave type cannot change: {count} allocations or pending or approved requests use it in its current unit. Keep the unit, or create another leave type for the new one.',
    ar: 'لا يمكن تغيير وحدة نوع الإجازة هذا: تستخدمه {count} من التخصيصات أو الطلبات المعلقة أو الموافق عليها بوحدته الحالية. أبقِ الوحدة كما هي، أو أنشئ نوع إجازة آخر بالوحدة الجديدة.',
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
  'Leave:AllocationValidityExcludesRequests': {
    status: 422,
    en: 'The validity must still cover the leave requests drawn on this allocation: {count} pending or approved requests would fall outside it, the first from {from} to {to}.',
    ar: 'يجب أن تبقى الصلاحية شاملة لطلبات الإجازة المسحوبة من هذا التخصيص: {count} من الطلبات المعلقة أو الموافق عليها ستقع خارجها، أولها من {from} إلى {to}.',
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
  // Leave requests
  'Leave:InvalidLeaveUnit': {
    status: 400,
    en: 'Ask for the leave in days or in hours.',
    ar: 'اطلب الإجازة بالأيام أو بالساعات.',
  },
  'Leave:InvalidDateTime': {
    status: 400,
    en: 'Give a date and a time (YYYY-MM-DDTHH:mm).',
    ar: 'أدخل تاريخًا ووقتًا (YYYY-MM-DDTHH:mm).',
  },
  'Leave:InvalidLeaveTo': {
    status: 400,
    en: 'The end of the leave must be after its start.',
    ar: 'يجب أن تكون نهاية الإجازة بعد بدايتها.',
  },
  'Leave:LeaveTooLong': {
    status: 400,
    en: 'One request can cover at most {days} days.',
    ar: 'يمكن أن يغطي الطلب الواحد {days} يومًا على الأكثر.',
  },
  'Leave:DatesRequired': {
    status: 400,
    en: 'Choose the first and the last day of the leave.',
    ar: 'اختر أول يوم وآخر يوم في الإجازة.',
  },
  'Leave:TimesRequired': {
    status: 400,
    en: 'Choose the date and time the leave starts and ends.',
    ar: 'اختر تاريخ ووقت بداية الإجازة ونهايتها.',
  },
  'Leave:UnitNotAllowed': {
    status: 422,
    en: '{leaveType} is asked for in {unit} only.',
    ar: 'يُطلب نوع الإجازة {leaveType} بوحدة {unit} فقط.',
  },
  'Leave:NoExpectedTime': {
    status: 422,
    en: 'You are not expected at work then (a day off, a holiday or no schedule): there is nothing to take leave from.',
    ar: 'لست مطالبًا بالعمل في هذا الوقت (يوم راحة أو عطلة أو لا يوجد جدول): لا يوجد ما تأخذ منه إجازة.',
  },
  'Leave:NoContract': {
    status: 422,
    en: 'You have no contract in force on these days, so no working time to take leave from: HR must give you a contract first.',
    ar: 'ليس لديك عقد ساري في هذه الأيام، فلا وقت عمل تأخذ منه إجازة: يجب أن يمنحك قسم الموارد البشرية عقدًا أولًا.',
  },
  'Leave:TooManyConsecutiveDays': {
    status: 422,
    en: '{leaveType} can be taken for at most {max} consecutive days; this request covers {days}.',
    ar: 'يمكن أخذ {leaveType} لمدة {max} يومًا متتاليًا على الأكثر؛ يغطي هذا الطلب {days} يومًا.',
  },
  'Leave:NoAllocation': {
    status: 422,
    en: 'You have no {leaveType} allocation valid from {from} to {to}.',
    ar: 'ليس لديك تخصيص {leaveType} صالح من {from} إلى {to}.',
  },
  'Leave:InsufficientBalance': {
    status: 422,
    en: 'Not enough {leaveType} balance: {balance} {unit} left, this request needs {duration}.',
    ar: 'رصيد {leaveType} غير كافٍ: المتبقي {balance} {unit}، ويحتاج هذا الطلب إلى {duration}.',
  },
  'Leave:OverlappingRequest': {
    status: 422,
    en: 'You already have a leave request ({state}) for {range} that overlaps this one.',
    ar: 'لديك طلب إجازة ({state}) للفترة {range} يتداخل مع هذا الطلب.',
  },
  'Leave:OnlyPendingCanBeCancelled': {
    status: 422,
    en: 'Only a leave request pending approval can be cancelled; this one is {state}.',
    ar: 'لا يمكن إلغاء إلا طلب الإجازة الذي بانتظار الموافقة؛ حالة هذا الطلب: {state}.',
  },
});
