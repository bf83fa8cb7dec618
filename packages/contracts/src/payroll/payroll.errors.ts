import { defineErrors } from '../platform/errors.contract.ts';

/** Salary rule categories, salary rules and salary structures (the engine's own are in formula.errors.ts). */
export const payrollErrors = defineErrors({
  'Payroll:InvalidCode': {
    status: 400,
    en: 'A code starts with a letter and contains only letters, digits and _ (formulas refer to it).',
    ar: 'يبدأ الرمز بحرف ولا يحتوي إلا على حروف وأرقام و _ (تشير إليه المعادلات).',
  },
  'Payroll:ReservedCode': {
    status: 400,
    en: 'This word is reserved in formulas and cannot be a code.',
    ar: 'هذه الكلمة محجوزة في المعادلات ولا يمكن أن تكون رمزًا.',
  },
  'Payroll:FieldRequired': {
    status: 400,
    en: 'This field is required.',
    ar: 'هذا الحقل مطلوب.',
  },
  // Categories
  'SalaryRuleCategory:CodeMustBeUnique': {
    status: 422,
    en: 'The code {code} is already used by another salary rule category.',
    ar: 'الرمز {code} مستخدم في فئة قواعد رواتب أخرى.',
  },
  'SalaryRuleCategory:InUse': {
    status: 422,
    en: 'The category {name} is used by {count} salary rule(s) and cannot be deleted.',
    ar: 'الفئة {name} مستخدمة في {count} قاعدة (قواعد) رواتب ولا يمكن حذفها.',
  },
  // Rules
  'SalaryRule:CodeMustBeUnique': {
    status: 422,
    en: 'The code {code} is already used by another salary rule.',
    ar: 'الرمز {code} مستخدم في قاعدة رواتب أخرى.',
  },
  'SalaryRule:CategoryNotFound': {
    status: 422,
    en: 'The chosen category does not exist. It may have been deleted.',
    ar: 'الفئة المختارة غير موجودة. ربما تم حذفها.',
  },
  // A formula problem found when the rule is saved: a 400 on conditionCode or valueCode, whose message
  // is built from the issue's own fields (so not `message`): the engine's text in both languages.
  'SalaryRule:InvalidFormula': {
    status: 400,
    en: 'The formula is not valid at character {column}: {problem}',
    ar: 'المعادلة غير صالحة عند المحرف {column}: {problemAr}',
  },
  'SalaryRule:InUse': {
    status: 422,
    en: 'The rule {name} is used by the salary structure(s) {structures} and cannot be deleted.',
    ar: 'القاعدة {name} مستخدمة في هيكل (هياكل) الرواتب {structures} ولا يمكن حذفها.',
  },
  'SalaryRule:BreaksStructure': {
    status: 422,
    en: 'This change would break the salary structure {structure}: {reason}',
    ar: 'هذا التعديل يُفسد هيكل الرواتب {structure}: {reason}',
  },
  // Structures
  'SalaryStructure:YouMustAddOneNonEmptyRuleAtLeast': {
    status: 400,
    en: 'You must add one non-empty rule at least',
    ar: 'يجب إضافة قاعدة واحدة غير فارغة على الأقل',
  },
  'SalaryStructure:DuplicateRule': {
    status: 400,
    en: 'This rule is already in the structure.',
    ar: 'هذه القاعدة موجودة في الهيكل مسبقًا.',
  },
  'SalaryStructure:DuplicateSequence': {
    status: 400,
    en: 'Two rules have the same sequence.',
    ar: 'لقاعدتين التسلسل نفسه.',
  },
  'SalaryStructure:DuplicateName': {
    status: 422,
    en: 'There is already a salary structure named {name}.',
    ar: 'يوجد هيكل رواتب باسم {name} مسبقًا.',
  },
  'SalaryStructure:RuleNotFound': {
    status: 422,
    en: 'A chosen salary rule does not exist. It may have been deleted.',
    ar: 'إحدى قواعد الرواتب المختارة غير موجودة. ربما تم حذفها.',
  },
  'SalaryStructure:UsedByContracts': {
    status: 422,
    en: 'The salary structure {name} is used by {count} contract(s) and cannot be deleted.',
    ar: 'هيكل الرواتب {name} مستخدم في {count} عقد (عقود) ولا يمكن حذفه.',
  },
});
