import { defineErrors } from '../platform/errors.contract.ts';

/**
 * The formula engine's errors. Every one carries an English and an Arabic parameter (`message` and
 * `messageAr`, `reason` and `reasonAr`) because the engine's own explanation is part of the text, and the
 * rules it names in each language's names (`rule` and `ruleAr`, ...).
 */
export const formulaErrors = defineErrors({
  'Payroll:InvalidFormula': {
    status: 400,
    en: 'The formula is not valid at character {column}: {message}',
    ar: 'الصيغة غير صالحة عند المحرف {column}: {messageAr}',
  },
  'Payroll:RuleRefersToLaterRule': {
    status: 422,
    en: 'The rule {rule} uses the result of {referenced}, which does not come before it in the structure. Move {referenced} above {rule} (a rule cannot use its own result).',
    ar: 'تستخدم القاعدة {ruleAr} نتيجة القاعدة {referencedAr} التي لا تسبقها في الهيكل. انقل {referencedAr} فوق {ruleAr} (لا يمكن لقاعدة أن تستخدم نتيجتها).',
  },
  'Payroll:RuleRefersToUnknownRule': {
    status: 422,
    en: 'The rule {rule} uses rules.{code}, but no rule with the code {code} is in this structure.',
    ar: 'تستخدم القاعدة {ruleAr} القيمة rules.{code}، ولكن لا توجد في هذا الهيكل قاعدة بالرمز {code}.',
  },
  'Payroll:FormulaEvaluationFailed': {
    status: 422,
    en: 'The rule {rule} could not be computed: {reason}',
    ar: 'تعذّر حساب القاعدة {ruleAr}: {reasonAr}',
  },
  'Payroll:InvalidFormulaInput': {
    status: 422,
    en: 'The payroll value {name} is not valid ({value}).',
    ar: 'قيمة الرواتب {nameAr} غير صالحة ({value}).',
  },
});
export type FormulaErrorCode = keyof typeof formulaErrors;
