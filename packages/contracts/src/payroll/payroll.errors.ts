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
  'SalaryRule:TwoShapes': {
    status: 400,
    en: 'Send either {nested} or {flat}, not both: the rule would not say which to keep.',
    ar: 'أرسل {nested} أو {flat}، وليس كليهما: لا يتضح أيهما يُعتمد للقاعدة.',
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
  // The accounts a rule posts to (issue 43): a 400 on debitAccountId or creditAccountId.
  'SalaryRule:AccountsBothOrNeither': {
    status: 400,
    en: 'Choose both a debit and a credit account, or neither (the rule is then not posted).',
    ar: 'اختر حسابًا مدينًا وحسابًا دائنًا معًا، أو لا تختر أيًا منهما (فلا تُرحَّل القاعدة).',
  },
  'SalaryRule:SameAccounts': {
    status: 400,
    en: 'The debit and the credit account must differ.',
    ar: 'يجب أن يختلف الحساب المدين عن الحساب الدائن.',
  },
  'SalaryRule:AccountNotFound': {
    status: 400,
    en: 'This account does not exist in your chart of accounts.',
    ar: 'هذا الحساب غير موجود في دليل حساباتك.',
  },
  'SalaryRule:AccountDisabled': {
    status: 400,
    en: 'The account {code} is disabled: enable it or choose another.',
    ar: 'الحساب {code} موقوف: فعّله أو اختر غيره.',
  },
  'SalaryRule:DebitAccountTypeNotAllowed': {
    status: 400,
    en: 'The account {code} is of type {type}: a rule debits an expense or a liability account.',
    ar: 'الحساب {code} من نوع {type}: تُرحّل القاعدة إلى مدين حساب مصروفات أو التزامات.',
  },
  'SalaryRule:CreditAccountTypeNotAllowed': {
    status: 400,
    en: 'The account {code} is of type {type}: a rule credits a liability, an expense (a deduction that reduces it), an income account or employee advances.',
    ar: 'الحساب {code} من نوع {type}: تُرحّل القاعدة إلى دائن حساب التزامات أو مصروفات (خصم يخفّضها) أو إيرادات أو سلف الموظفين.',
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
  // Payslips
  'Payslip:NotFound': {
    status: 404,
    en: 'The payslip was not found.',
    ar: 'لم يتم العثور على قسيمة الراتب.',
  },
  'Payslip:EmployeeNotFound': {
    status: 422,
    en: 'The employee was not found.',
    ar: 'لم يتم العثور على الموظف.',
  },
  'Payslip:EndBeforeStart': {
    status: 422,
    en: 'The end date must not be before the start date ({startDate}).',
    ar: 'يجب ألا يكون تاريخ النهاية قبل تاريخ البداية ({startDate}).',
  },
  'Payslip:PeriodTooLong': {
    status: 422,
    en: 'A payslip covers at most {maxDays} days.',
    ar: 'لا تغطي قسيمة الراتب أكثر من {maxDays} يومًا.',
  },
  'Payslip:NoActiveContract': {
    status: 422,
    en: '{employee} has no Active contract from {startDate} to {endDate}.',
    ar: 'لا يوجد لدى {employee} عقد فعال من {startDate} إلى {endDate}.',
  },
  'Payslip:NoSalaryStructure': {
    status: 422,
    en: 'The contract of {employee} has no salary structure.',
    ar: 'لا يوجد هيكل رواتب في عقد {employee}.',
  },
  'Payslip:ConfirmedExists': {
    status: 422,
    en: '{employee} already has a confirmed payslip from {startDate} to {endDate}: cancel it first.',
    ar: 'لدى {employee} قسيمة راتب مؤكدة من {startDate} إلى {endDate}: ألغها أولاً.',
  },
  'Payslip:DraftInAnotherRun': {
    status: 422,
    en: '{employee} has a draft payslip from {startDate} to {endDate} in the payroll run "{run}": confirm or cancel that run first.',
    ar: 'لدى {employee} قسيمة راتب مسودة من {startDate} إلى {endDate} في دورة الرواتب "{run}": أكّد تلك الدورة أو ألغها أولاً.',
  },
  'Payslip:FormulaFailed': {
    status: 422,
    en: 'The rule {rule} could not be computed for {employee}: {reason}',
    ar: 'تعذر حساب القاعدة {rule} للموظف {employee}: {reasonAr}',
  },
  'Payslip:NotDraft': {
    status: 422,
    en: 'Only a draft payslip can be confirmed.',
    ar: 'لا يمكن تأكيد إلا قسيمة راتب في حالة مسودة.',
  },
  'Payslip:AlreadyCancelled': {
    status: 422,
    en: 'This payslip was already cancelled.',
    ar: 'تم إلغاء قسيمة الراتب هذه مسبقًا.',
  },
  // Payroll runs
  'PayrollRun:NotFound': {
    status: 404,
    en: 'The payroll run was not found.',
    ar: 'لم يتم العثور على تشغيل الرواتب.',
  },
  'PayrollRun:DepartmentNotFound': {
    status: 404,
    en: 'The department was not found. It may have been deleted.',
    ar: 'لم يتم العثور على القسم. ربما تم حذفه.',
  },
  'PayrollRun:QueueNotAvailable': {
    status: 409,
    en: 'Payroll runs are not available right now: the job queue is not running.',
    ar: 'تشغيلات الرواتب غير متاحة الآن: قائمة المهام لا تعمل.',
  },
  'PayrollRun:DepartmentOrEmployees': {
    status: 400,
    en: 'Choose either a department or employees, not both.',
    ar: 'اختر قسمًا أو موظفين، وليس كليهما.',
  },
  'PayrollRun:NoEmployees': {
    status: 422,
    en: 'No employee has an Active contract from {startDate} to {endDate} in this choice.',
    ar: 'لا يوجد موظف لديه عقد فعال من {startDate} إلى {endDate} ضمن هذا الاختيار.',
  },
  'PayrollRun:WrongState': {
    status: 422,
    en: 'The run is {state}: this cannot be done now.',
    ar: 'حالة التشغيل {state}: لا يمكن القيام بذلك الآن.',
  },
  'PayrollRun:UnconfirmedInPeriod': {
    status: 422,
    en: 'The fiscal period {code} cannot be closed: the payroll runs {runs} in it are generated but not confirmed. Confirm or cancel them first.',
    ar: 'لا يمكن إغلاق الفترة المالية {code}: تشغيلات الرواتب {runs} فيها مُنشأة وغير مؤكدة. أكّدها أو ألغها أولاً.',
  },
  'PayrollRun:NothingToConfirm': {
    status: 422,
    en: 'The run has no draft payslip to confirm.',
    ar: 'لا توجد في التشغيل قسائم رواتب بحالة مسودة لتأكيدها.',
  },
  'PayrollRun:NoFailures': {
    status: 422,
    en: 'No employee of this run failed.',
    ar: 'لم يفشل أي موظف في هذا التشغيل.',
  },
  // A run's export, PDF and e-mail
  'PayrollRun:NoPayslips': {
    status: 422,
    en: 'The run has no payslip.',
    ar: 'لا توجد قسائم رواتب في هذا التشغيل.',
  },
  'PayrollRun:PdfTooLarge': {
    status: 422,
    en: 'The run has {count} payslips; one PDF holds at most {max}. Download the Excel export, or the payslips one by one from the payslip list (filter it by department).',
    ar: 'في التشغيل {count} قسيمة راتب، ولا يتسع ملف PDF واحد لأكثر من {max}. نزّل ملف Excel، أو القسائم واحدةً واحدة من قائمة قسائم الرواتب (صفّها حسب القسم).',
  },
  'PayrollRun:EmailNotConfirmed': {
    status: 422,
    en: 'Only the payslips of a confirmed run can be e-mailed.',
    ar: 'لا يمكن إرسال قسائم الرواتب بالبريد الإلكتروني إلا لتشغيل مؤكد.',
  },
  'PayrollRun:EmailInProgress': {
    status: 422,
    en: 'The payslips of this run are being e-mailed: wait until it finishes.',
    ar: 'يجري إرسال قسائم رواتب هذا التشغيل بالبريد الإلكتروني: انتظر حتى ينتهي.',
  },
  'PayrollRun:EmailNothingToSend': {
    status: 422,
    en: 'Every payslip of this run was e-mailed already.',
    ar: 'أُرسلت كل قسائم رواتب هذا التشغيل بالبريد الإلكتروني.',
  },
  /** An e-mail outcome, not a refusal: the employee has neither a work nor a personal address. */
  'PayrollRun:EmailNoAddress': {
    status: 422,
    en: 'No e-mail address: add a work or personal e-mail to the employee and e-mail the run again.',
    ar: 'لا يوجد بريد إلكتروني: أضف بريد العمل أو البريد الشخصي للموظف ثم أعد إرسال التشغيل.',
  },
  /** An e-mail outcome: the mail server refused or could not be reached ({reason}, in the requester's language). */
  'PayrollRun:EmailFailed': {
    status: 422,
    en: 'Not sent: {reason}',
    ar: 'لم يُرسل: {reason}',
  },
  'PayrollRun:EmailNotAvailable': {
    status: 409,
    en: 'E-mailing payslips is not available right now: the job queue is not running.',
    ar: 'إرسال قسائم الرواتب بالبريد الإلكتروني غير متاح الآن: قائمة المهام لا تعمل.',
  },
});
