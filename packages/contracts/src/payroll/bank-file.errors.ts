import { defineErrors } from '../platform/errors.contract.ts';

export const bankFileErrors = defineErrors({
  'BankFile:RunNotConfirmed': {
    status: 422,
    en: 'Bank files are made for a confirmed run only.',
    ar: 'تُنشأ ملفات البنك للدفعات المؤكدة فقط.',
  },
  'BankFile:CompanyAccountMissing': {
    status: 422,
    en: "Enter the organisation's salary account (name, IBAN and SWIFT/BIC) in Settings first.",
    ar: 'أدخل حساب رواتب المؤسسة (الاسم ورقم الآيبان ورمز السويفت) في الإعدادات أولاً.',
  },
  'BankFile:WpsEmployerMissing': {
    status: 422,
    en: "Enter the organisation's WPS establishment id and its bank's routing code in Settings first.",
    ar: 'أدخل رقم منشأة المؤسسة في نظام حماية الأجور ورمز توجيه بنكها في الإعدادات أولاً.',
  },
  'BankFile:SifNeedsAed': {
    status: 422,
    en: 'A WPS salary file is in UAE dirhams; this run is in {currency}.',
    ar: 'ملف رواتب نظام حماية الأجور بالدرهم الإماراتي، وهذه الدفعة بعملة {currency}.',
  },
  'BankFile:NothingToTransfer': {
    status: 422,
    en: 'No payslip of the run is paid by bank transfer with complete bank details ({excluded} left out).',
    ar: 'لا توجد قسيمة في الدفعة تُدفع بالتحويل المصرفي ببيانات بنكية كاملة ({excluded} مستبعدة).',
  },
  'BankFile:TooManyTransfers': {
    status: 422,
    en: 'A bank file holds at most {max} transfers.',
    ar: 'يتسع ملف البنك لـ {max} تحويل على الأكثر.',
  },
});
