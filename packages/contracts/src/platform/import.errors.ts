import { defineErrors } from './errors.contract.ts';

/** The errors of every import but the employees' (which keep their own `Employees:Import...` codes). */
export const importErrors = defineErrors({
  'Platform:ImportNotXlsx': {
    status: 400,
    en: 'The file is not an Excel workbook (.xlsx). Download the template, fill it in and choose it again.',
    ar: 'الملف ليس مصنف Excel ‏(.xlsx). نزّل القالب واملأه ثم اختره مجددًا.',
  },
  'Platform:ImportFileTooLarge': {
    status: 400,
    en: 'The workbook is too large to import (at most {max} MB, unpacked).',
    ar: 'المصنف أكبر من أن يُستورد (الحد الأقصى {max} ميغابايت بعد فك الضغط).',
  },
  'Platform:ImportTooManyRows': {
    status: 400,
    en: 'The file has more than {max} rows. Split it into several files.',
    ar: 'يحتوي الملف على أكثر من {max} صف. قسّمه إلى عدة ملفات.',
  },
  'Platform:ImportNoRows': {
    status: 400,
    en: 'The file has no rows below its header row.',
    ar: 'لا يحتوي الملف على صفوف تحت صف العناوين.',
  },
  'Platform:ImportMissingColumns': {
    status: 400,
    en: 'The first sheet has no column {columns}. Keep the header row of the template.',
    ar: 'لا تحتوي الورقة الأولى على العمود {columns}. حافظ على صف العناوين في القالب.',
  },
  'Platform:ImportValueRequired': { status: 422, en: 'A value is required.', ar: 'القيمة مطلوبة.' },
  'Platform:ImportInvalidChoice': {
    status: 422,
    en: '"{value}" is not one of: {choices}.',
    ar: '"{value}" ليست من القيم: {choices}.',
  },
  'Platform:ImportInvalidDate': {
    status: 422,
    en: '"{value}" is not a date. Use an Excel date or yyyy-MM-dd.',
    ar: '"{value}" ليس تاريخًا. استخدم تاريخ Excel أو الصيغة yyyy-MM-dd.',
  },
  'Platform:ImportInvalidTime': {
    status: 422,
    en: '"{value}" is not a time of day. Use an Excel time or HH:mm (24 hours).',
    ar: '"{value}" ليس وقتًا. استخدم وقت Excel أو الصيغة HH:mm (24 ساعة).',
  },
  'Platform:ImportInvalidNumber': {
    status: 422,
    en: '"{value}" is not a number from {min} to {max} with at most {places} decimals.',
    ar: '"{value}" ليس رقمًا من {min} إلى {max} وبمنازل عشرية لا تزيد على {places}.',
  },
  'Platform:ImportInvalidBoolean': {
    status: 422,
    en: '"{value}" is not Yes or No.',
    ar: '"{value}" ليست نعم أو لا.',
  },
  'Platform:ImportTextTooLong': {
    status: 422,
    en: 'The text is longer than {max} characters.',
    ar: 'النص أطول من {max} حرفًا.',
  },
  'Platform:ImportFormulaWithoutValue': {
    status: 422,
    en: 'The cell holds a formula without a saved result. Open the file in Excel and save it again.',
    ar: 'تحتوي الخلية على صيغة بلا نتيجة محفوظة. افتح الملف في Excel واحفظه مجددًا.',
  },
  'Platform:ImportCellError': {
    status: 422,
    en: 'The cell holds the error {value}.',
    ar: 'تحتوي الخلية على الخطأ {value}.',
  },
  'Platform:ImportNotFound': {
    status: 422,
    en: 'There is no "{value}".',
    ar: 'لا يوجد "{value}".',
  },
  'Platform:ImportAmbiguous': {
    status: 422,
    en: 'Several records are named "{value}". Write one of: {choices}.',
    ar: 'توجد عدة سجلات باسم "{value}". اكتب واحدًا من: {choices}.',
  },
  'Platform:ImportDuplicateInFile': {
    status: 422,
    en: 'Row {row} of the file has the same {what}.',
    ar: 'الصف {row} من الملف يحمل {what} نفسه.',
  },
});
