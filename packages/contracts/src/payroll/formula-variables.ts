import { Genders, MaritalStatuses } from '../employees/employee.contract.ts';
import type { LocalizedText } from '../platform/localization.ts';

/**
 * What a salary rule's formula sees: the one documented catalogue, shown beside the formula editor and
 * used by the server's formula engine to declare its variables. Every number is an exact decimal
 * (`7 / 2` is `3.5`, `0.1 + 0.2` is `0.3`); texts compare with `==`; dates compare with `<`, `>=`, ...
 */

/** The kinds of value a formula handles. */
export type FormulaValueType = 'decimal' | 'text' | 'date' | 'bool';

export type FormulaVariableGroup = 'period' | 'employee' | 'inputs' | 'results';

export const formulaVariableGroups: Record<FormulaVariableGroup, LocalizedText> = {
  period: { en: 'Payroll period', ar: 'فترة الرواتب' },
  employee: { en: 'Employee and contract', ar: 'الموظف والعقد' },
  inputs: {
    en: 'Payroll inputs (contract days, attendance, leave, penalties, rewards)',
    ar: 'مدخلات الرواتب (أيام العقد والدوام والإجازات والعقوبات والمكافآت)',
  },
  results: { en: 'Earlier rules and category totals', ar: 'القواعد السابقة ومجاميع الفئات' },
};

export const formulaValueTypes: Record<FormulaValueType, LocalizedText> = {
  decimal: { en: 'Number', ar: 'رقم' },
  text: { en: 'Text', ar: 'نص' },
  date: { en: 'Date', ar: 'تاريخ' },
  bool: { en: 'True or false', ar: 'صح أو خطأ' },
};

export interface FormulaVariable extends LocalizedText {
  /** As written in a formula; `rules.CODE` and `categories.CODE` stand for a family of names. */
  name: string;
  group: FormulaVariableGroup;
  type: FormulaValueType;
  /** The only values a text variable takes (a comparison with another literal is refused at save). */
  values?: readonly string[];
}

/** The contract types of document 2, as a formula sees them. */
export const formulaContractTypes = ['Permanent', 'Temporary', 'FullTime', 'PartTime'] as const;
export type FormulaContractType = (typeof formulaContractTypes)[number];

const period = [
  {
    name: 'PERIOD_START',
    type: 'date',
    en: 'First day of the payroll period',
    ar: 'أول يوم في فترة الرواتب',
  },
  {
    name: 'PERIOD_END',
    type: 'date',
    en: 'Last day of the payroll period',
    ar: 'آخر يوم في فترة الرواتب',
  },
  {
    name: 'CALENDAR_DAYS',
    type: 'decimal',
    en: 'Calendar days in the period, first and last day included (31 for January)',
    ar: 'عدد الأيام التقويمية في الفترة بما فيها اليوم الأول والأخير (31 لشهر كانون الثاني)',
  },
] as const;

const employee = [
  {
    name: 'BASIC',
    type: 'decimal',
    en: "Basic salary: the base salary of the employee's job title",
    ar: 'الراتب الأساسي: الراتب الأساسي للمسمى الوظيفي للموظف',
  },
  {
    name: 'GENDER',
    type: 'text',
    values: Genders.members.map((m) => m.key),
    en: 'Gender: "Female", "Male" or "Undefined"',
    ar: 'الجنس: "Female" (أنثى) أو "Male" (ذكر) أو "Undefined" (غير محدد)',
  },
  {
    name: 'MARITAL_STATUS',
    type: 'text',
    values: MaritalStatuses.members.map((m) => m.key),
    en: 'Marital status: "Single", "Married" or "Undefined"',
    ar: 'الحالة الاجتماعية: "Single" (أعزب) أو "Married" (متزوج) أو "Undefined" (غير محدد)',
  },
  {
    name: 'CONTRACT_TYPE',
    type: 'text',
    values: formulaContractTypes,
    en: 'Contract type: "Permanent", "Temporary", "FullTime" or "PartTime"',
    ar: 'نوع العقد: "Permanent" (دائم) أو "Temporary" (مؤقت) أو "FullTime" (دوام كامل) أو "PartTime" (دوام جزئي)',
  },
  {
    name: 'CONTRACT_START',
    type: 'date',
    en: "Start date of the employee's contract",
    ar: 'تاريخ بداية عقد الموظف',
  },
] as const;

/**
 * The named payroll inputs: filled from the contracts, attendance, leave, penalties and rewards; a missing
 * one is 0. CONTRACT_DAYS and MONTH_DAYS prorate a monthly amount: `BASIC * CONTRACT_DAYS / MONTH_DAYS`.
 */
const inputs = [
  {
    name: 'CONTRACT_DAYS',
    en: "Calendar days of the period under the employee's Active contracts (joiners and leavers have fewer)",
    ar: 'الأيام التقويمية من الفترة المشمولة بعقود الموظف الفعالة (أقل للمنضمين والمغادرين خلالها)',
  },
  {
    name: 'MONTH_DAYS',
    en: 'Calendar days of the month the period starts in (28 to 31): a monthly amount × CONTRACT_DAYS / MONTH_DAYS is its share',
    ar: 'عدد الأيام التقويمية للشهر الذي تبدأ فيه الفترة (من 28 إلى 31): المبلغ الشهري × CONTRACT_DAYS / MONTH_DAYS هو حصة الفترة منه',
  },
  { name: 'SCHEDULED_DAYS', en: 'Working days scheduled in the period', ar: 'أيام العمل المجدولة في الفترة' },
  {
    name: 'SCHEDULED_HOURS',
    en: 'Working hours scheduled in the period',
    ar: 'ساعات العمل المجدولة في الفترة',
  },
  { name: 'WORKED_DAYS', en: 'Days worked in the period', ar: 'أيام العمل الفعلية في الفترة' },
  { name: 'WORKED_HOURS', en: 'Hours worked in the period', ar: 'ساعات العمل الفعلية في الفترة' },
  { name: 'ABSENCE_DAYS', en: 'Days of absence without leave', ar: 'أيام الغياب دون إجازة' },
  { name: 'PAID_LEAVE_DAYS', en: 'Days of paid leave', ar: 'أيام الإجازة المأجورة' },
  { name: 'PAID_LEAVE_HOURS', en: 'Hours of paid leave', ar: 'ساعات الإجازة المأجورة' },
  { name: 'UNPAID_LEAVE_DAYS', en: 'Days of unpaid leave', ar: 'أيام الإجازة غير المأجورة' },
  { name: 'UNPAID_LEAVE_HOURS', en: 'Hours of unpaid leave', ar: 'ساعات الإجازة غير المأجورة' },
  { name: 'OVERTIME_HOURS', en: 'Overtime hours', ar: 'ساعات العمل الإضافي' },
  {
    name: 'PENALTY_AMOUNT',
    en: 'Total amount of the penalties in the period',
    ar: 'مجموع مبالغ العقوبات في الفترة',
  },
  { name: 'PENALTY_COUNT', en: 'Number of penalties in the period', ar: 'عدد العقوبات في الفترة' },
  {
    name: 'PENALTY_PERCENT',
    en: 'Total percentage of the penalties in the period (of a base the formula chooses)',
    ar: 'مجموع نسب العقوبات في الفترة (من أساس تختاره الصيغة)',
  },
  {
    name: 'REWARD_AMOUNT',
    en: 'Total amount of the rewards in the period',
    ar: 'مجموع مبالغ المكافآت في الفترة',
  },
  { name: 'REWARD_COUNT', en: 'Number of rewards in the period', ar: 'عدد المكافآت في الفترة' },
  {
    name: 'REWARD_PERCENT',
    en: 'Total percentage of the rewards in the period (of a base the formula chooses)',
    ar: 'مجموع نسب المكافآت في الفترة (من أساس تختاره الصيغة)',
  },
  {
    name: 'SERVICE_DAYS',
    en: "Days of service: from the employee's employment start (first contract in force) to the period's end, or to the last contract's end for a leaving employee, both days included",
    ar: 'أيام الخدمة: من بداية عمل الموظف (أول عقد سارٍ) حتى نهاية الفترة، أو حتى نهاية آخر عقد للموظف المغادر، شاملة اليومين',
  },
  {
    name: 'SERVICE_YEARS',
    en: 'Years of service: the whole years completed (anniversaries) plus the days after the last one / 365, six decimals (3.5 is three and a half years)',
    ar: 'سنوات الخدمة: السنوات الكاملة المنقضية (بالذكرى السنوية) مضافًا إليها الأيام بعد آخر ذكرى / 365، بست منازل عشرية (3.5 تعني ثلاث سنوات ونصفًا)',
  },
  {
    name: 'LEAVING',
    en: '1 when the employee leaves in the period (their contract ends in it and no contract follows): the final settlement; else 0',
    ar: '1 إذا غادر الموظف خلال الفترة (انتهى عقده فيها ولا يليه عقد): التسوية النهائية؛ وإلا 0',
  },
] as const;

const results = [
  {
    name: 'rules.CODE',
    type: 'decimal',
    en: 'The amount of the rule CODE, which must come earlier in the structure (0 when its condition did not hold)',
    ar: 'مبلغ القاعدة CODE، ويجب أن تسبق هذه القاعدة في الهيكل (0 إذا لم يتحقق شرطها)',
  },
  {
    name: 'categories.CODE',
    type: 'decimal',
    en: 'The total of the earlier rules of category CODE (0 when there are none)',
    ar: 'مجموع القواعد السابقة من الفئة CODE (0 إذا لم توجد)',
  },
] as const;

export type PayrollInputName = (typeof inputs)[number]['name'];
export const payrollInputNames: readonly PayrollInputName[] = inputs.map((i) => i.name);

/** Every variable a formula sees, in the order the editor lists them. */
export const formulaVariables: readonly FormulaVariable[] = [
  ...period.map((v) => ({ ...v, group: 'period' as const })),
  ...employee.map((v) => ({ ...v, group: 'employee' as const })),
  ...inputs.map((v) => ({ ...v, type: 'decimal' as const, group: 'inputs' as const })),
  ...results.map((v) => ({ ...v, group: 'results' as const })),
];

export interface FormulaFunction extends LocalizedText {
  /** How it is written, e.g. `max(a, b)`. */
  signature: string;
  returns: FormulaValueType;
}

/** The functions a formula may call (nothing else: no macros, no methods, no conversions). */
export const formulaFunctions: readonly FormulaFunction[] = [
  { signature: 'max(a, b)', returns: 'decimal', en: 'The larger of two numbers', ar: 'الأكبر من رقمين' },
  { signature: 'min(a, b)', returns: 'decimal', en: 'The smaller of two numbers', ar: 'الأصغر من رقمين' },
  {
    signature: 'round(x, places)',
    returns: 'decimal',
    en: 'x rounded to 0 to 10 decimal places, halves away from zero (round(x) rounds to a whole number)',
    ar: 'تقريب x إلى عدد من المنازل العشرية بين 0 و10، والنصف يُقرَّب بعيدًا عن الصفر (round(x) يقرّب إلى عدد صحيح)',
  },
  {
    signature: 'floor(x)',
    returns: 'decimal',
    en: 'x rounded down to a whole number',
    ar: 'تقريب x إلى الأدنى إلى عدد صحيح',
  },
  {
    signature: 'ceil(x)',
    returns: 'decimal',
    en: 'x rounded up to a whole number',
    ar: 'تقريب x إلى الأعلى إلى عدد صحيح',
  },
  { signature: 'abs(x)', returns: 'decimal', en: 'x without its sign', ar: 'القيمة المطلقة لـ x' },
  {
    signature: 'date("2025-01-31")',
    returns: 'date',
    en: 'A fixed date, written year-month-day',
    ar: 'تاريخ ثابت يُكتب بالشكل سنة-شهر-يوم',
  },
  { signature: 'year(d)', returns: 'decimal', en: 'The year of a date', ar: 'سنة التاريخ' },
  {
    signature: 'month(d)',
    returns: 'decimal',
    en: 'The month of a date, 1 to 12',
    ar: 'شهر التاريخ من 1 إلى 12',
  },
  {
    signature: 'day(d)',
    returns: 'decimal',
    en: 'The day of the month of a date, 1 to 31',
    ar: 'يوم الشهر من التاريخ من 1 إلى 31',
  },
  {
    signature: 'daysBetween(from, to)',
    returns: 'decimal',
    en: 'Days from one date to another (negative when to comes first)',
    ar: 'عدد الأيام من تاريخ إلى آخر (سالب إذا كان الثاني قبل الأول)',
  },
];

/** The limits every formula is held to, when it is saved (conditionCode and valueCode may be bounded by them). */
export const formulaLimits = {
  /** Characters in one formula. */
  maxLength: 2000,
  /** Nesting of parentheses, calls and operators. */
  maxDepth: 32,
  /** Parts (numbers, names, operators) in one formula. */
  maxNodes: 500,
  /** Results beyond this (in either sign) are an overflow. */
  maxMagnitude: '1e15',
} as const;
