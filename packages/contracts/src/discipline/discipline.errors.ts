import { defineErrors } from '../platform/errors.contract.ts';

// Penalties and rewards with their types; the validation codes (400) are zod messages too.
export const disciplineErrors = defineErrors({
  // Penalty types and reward types
  'Discipline:InvalidCode': {
    status: 400,
    en: 'Use letters, digits, - and _ only in the code.',
    ar: 'استخدم الحروف والأرقام و - و _ فقط في الرمز.',
  },
  'Discipline:SalaryEffectValueRequired': {
    status: 400,
    en: 'Enter the value of the salary effect, or clear its type.',
    ar: 'أدخل قيمة الأثر على الراتب أو امسح نوعه.',
  },
  'Discipline:SalaryEffectTypeRequired': {
    status: 400,
    en: 'Choose whether the value is a fixed amount or a percentage.',
    ar: 'اختر ما إذا كانت القيمة مبلغًا ثابتًا أم نسبة مئوية.',
  },
  'Discipline:PercentageOutOfRange': {
    status: 400,
    en: 'A percentage lies between 0 and 100.',
    ar: 'يجب أن تكون النسبة المئوية بين 0 و100.',
  },
  'Discipline:DuplicateCode': {
    status: 422,
    en: 'A type with the code {code} already exists.',
    ar: 'يوجد نوع بالرمز {code} مسبقاً.',
  },
  'Discipline:TypeInUse': {
    status: 422,
    en: 'This type cannot be deleted: {count} records use it.',
    ar: 'لا يمكن حذف هذا النوع: تستخدمه {count} من السجلات.',
  },
  // Penalties and rewards
  'Discipline:InvalidDeclarationDate': {
    status: 400,
    en: 'The declaration date must not be after the implementation date.',
    ar: 'يجب ألا يكون تاريخ الإعلان بعد تاريخ التنفيذ.',
  },
  'Discipline:InvalidImplementationDate': {
    status: 400,
    en: 'The implementation date must not be after the expiration date.',
    ar: 'يجب ألا يكون تاريخ التنفيذ بعد تاريخ الانتهاء.',
  },
  'Discipline:InvalidExpirationDate': {
    status: 400,
    en: 'The expiration date must not be before the implementation date.',
    ar: 'يجب ألا يكون تاريخ الانتهاء قبل تاريخ التنفيذ.',
  },
  'Discipline:TypeNotFound': {
    status: 422,
    en: 'The type was not found.',
    ar: 'لم يتم العثور على النوع.',
  },
  'Discipline:EmployeeNotFound': {
    status: 422,
    en: 'The employee was not found.',
    ar: 'لم يتم العثور على الموظف.',
  },
});
