import { defineErrors } from '../platform/errors.contract.ts';

export const employeesErrors = defineErrors({
  'Employees:InvalidEmail': {
    status: 400,
    en: 'Please enter a valid e-mail address.',
    ar: 'يرجى إدخال بريد إلكتروني صحيح.',
  },
  'Employees:DateOfBirthInFuture': {
    status: 400,
    en: 'The date of birth cannot be after today ({today}).',
    ar: 'لا يمكن أن يكون تاريخ الميلاد بعد تاريخ اليوم ({today}).',
  },
  'Employees:InvalidNationalNumber': {
    status: 400,
    en: 'A national number may contain only letters, digits and dashes.',
    ar: 'يمكن أن يحتوي الرقم الوطني على الحروف والأرقام والشرطات فقط.',
  },
  'Employees:DuplicateNationalNumber': {
    status: 422,
    en: 'Another employee already has the national number {nationalNumber}.',
    ar: 'يوجد موظف آخر يحمل الرقم الوطني {nationalNumber}.',
  },
  'Employees:JobTitleNotFound': {
    status: 422,
    en: 'The selected job title does not exist. It may have been deleted.',
    ar: 'المسمى الوظيفي المحدد غير موجود. ربما تم حذفه.',
  },
  'Employees:ManagerNotFound': {
    status: 422,
    en: 'The selected manager does not exist. They may have been deleted.',
    ar: 'المدير المحدد غير موجود. ربما تم حذفه.',
  },
  'Employees:ManagerIsSelf': {
    status: 422,
    en: 'An employee cannot be their own manager.',
    ar: 'لا يمكن أن يكون الموظف مديرًا لنفسه.',
  },
  'Employees:ManagerCycle': {
    status: 422,
    en: '{manager} reports to this employee, directly or through others, so cannot be their manager.',
    ar: 'يتبع {manager} لهذا الموظف بشكل مباشر أو غير مباشر، لذلك لا يمكن أن يكون مديره.',
  },
  'Employees:UserNotFound': {
    status: 422,
    en: 'The selected user does not exist in this organisation.',
    ar: 'المستخدم المحدد غير موجود في هذه المؤسسة.',
  },
  'Employees:UserAlreadyLinked': {
    status: 422,
    en: 'The user {userName} is already linked to another employee.',
    ar: 'المستخدم {userName} مرتبط بموظف آخر.',
  },
  'Employees:MaxEmployeeCountReached': {
    status: 422,
    en: 'Your plan allows at most {max} employees. Ask your provider to raise the limit.',
    ar: 'تسمح خطتك بـ {max} موظف كحد أقصى. اطلب من مزود الخدمة رفع الحد.',
  },
  'Employees:HasSubordinates': {
    status: 422,
    en: '{name} manages {count} employee(s). Give them another manager first.',
    ar: '{name} يدير {count} موظف(ين). عيّن لهم مديرًا آخر أولًا.',
  },
});
