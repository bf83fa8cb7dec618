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
  // The import from Excel: the file as a whole (400), then one row's cells (the row's error list).
  'Employees:ImportNotXlsx': {
    status: 400,
    en: 'The file is not an Excel workbook (.xlsx). Download the template, fill it in and choose it again.',
    ar: 'الملف ليس مصنف Excel ‏(.xlsx). نزّل القالب واملأه ثم اختره مجددًا.',
  },
  'Employees:ImportFileTooLarge': {
    status: 400,
    en: 'The workbook is too large to import (at most {max} MB, unpacked).',
    ar: 'المصنف أكبر من أن يُستورد (الحد الأقصى {max} ميغابايت بعد فك الضغط).',
  },
  'Employees:ImportTooManyRows': {
    status: 400,
    en: 'The file has more than {max} employee rows. Split it into several files.',
    ar: 'يحتوي الملف على أكثر من {max} صف من الموظفين. قسّمه إلى عدة ملفات.',
  },
  'Employees:ImportNoRows': {
    status: 400,
    en: 'The file has no employee rows below its header row.',
    ar: 'لا يحتوي الملف على صفوف موظفين تحت صف العناوين.',
  },
  'Employees:ImportMissingColumns': {
    status: 400,
    en: 'The first sheet has no column {columns}. Keep the header row of the template.',
    ar: 'لا تحتوي الورقة الأولى على العمود {columns}. حافظ على صف العناوين في القالب.',
  },
  'Employees:ImportValueRequired': {
    status: 422,
    en: 'A value is required.',
    ar: 'القيمة مطلوبة.',
  },
  'Employees:ImportInvalidChoice': {
    status: 422,
    en: '"{value}" is not one of: {choices}.',
    ar: '"{value}" ليست من القيم: {choices}.',
  },
  'Employees:ImportInvalidDate': {
    status: 422,
    en: '"{value}" is not a date. Use an Excel date or yyyy-MM-dd.',
    ar: '"{value}" ليس تاريخًا. استخدم تاريخ Excel أو الصيغة yyyy-MM-dd.',
  },
  'Employees:ImportFormulaWithoutValue': {
    status: 422,
    en: 'The cell holds a formula without a saved result. Open the file in Excel and save it again.',
    ar: 'تحتوي الخلية على صيغة بلا نتيجة محفوظة. افتح الملف في Excel واحفظه مجددًا.',
  },
  'Employees:ImportCellError': {
    status: 422,
    en: 'The cell holds the error {value}.',
    ar: 'تحتوي الخلية على الخطأ {value}.',
  },
  'Employees:ImportJobTitleNotFound': {
    status: 422,
    en: 'There is no job title "{value}".',
    ar: 'لا يوجد مسمى وظيفي "{value}".',
  },
  'Employees:ImportJobTitleAmbiguous': {
    status: 422,
    en: 'Several job titles are named "{value}". Write one of: {choices}.',
    ar: 'توجد عدة مسميات وظيفية باسم "{value}". اكتب واحدًا من: {choices}.',
  },
  'Employees:ImportManagerNotFound': {
    status: 422,
    en: 'No employee has the national number or the name "{value}".',
    ar: 'لا يوجد موظف بالرقم الوطني أو الاسم "{value}".',
  },
  'Employees:ImportManagerAmbiguous': {
    status: 422,
    en: 'Several employees are named "{value}". Write the manager\'s national number.',
    ar: 'يوجد عدة موظفين باسم "{value}". اكتب الرقم الوطني للمدير.',
  },
  'Employees:ImportManagerRowHasErrors': {
    status: 422,
    en: 'The manager is the employee of row {row}, which cannot be imported.',
    ar: 'المدير هو موظف الصف {row}، الذي لا يمكن استيراده.',
  },
  'Employees:ImportManagerLoop': {
    status: 422,
    en: 'The managers of rows {rows} report to each other in a loop.',
    ar: 'مدراء الصفوف {rows} يتبعون بعضهم بعضًا في حلقة.',
  },
  'Employees:ImportUserNotFound': {
    status: 422,
    en: 'There is no user "{value}" in this organisation.',
    ar: 'لا يوجد مستخدم "{value}" في هذه المؤسسة.',
  },
  'Employees:ImportDuplicateInFile': {
    status: 422,
    en: 'Row {row} of the file has the same value "{value}".',
    ar: 'الصف {row} من الملف يحمل القيمة نفسها "{value}".',
  },
  'Employees:BankRequired': {
    status: 400,
    en: 'Choose the bank: the employee is paid by bank transfer.',
    ar: 'اختر البنك: يُدفع للموظف بالتحويل المصرفي.',
  },
  'Employees:IbanRequired': {
    status: 400,
    en: 'Enter the IBAN: the employee is paid by bank transfer.',
    ar: 'أدخل رقم الآيبان: يُدفع للموظف بالتحويل المصرفي.',
  },
  'Employees:ImportBankNotFound': {
    status: 400,
    en: 'There is no bank named "{value}" (by name or SWIFT/BIC) in the Banks list.',
    ar: 'لا يوجد بنك "{value}" (بالاسم أو رمز السويفت) في قائمة البنوك.',
  },
});
