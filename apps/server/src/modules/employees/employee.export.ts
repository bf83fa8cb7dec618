import {
  EmployeeStatuses,
  formatIban,
  Genders,
  MaritalStatuses,
  MilitaryServiceStatuses,
  PaymentMethods,
} from '@hr/contracts';
import { dateColumn, type ExcelColumn } from '../../platform/http/excel.ts';
import type { EmployeeExportRow } from './employee.queries.ts';

/** The columns of the employees export. */
export const employeeExcelColumns: readonly ExcelColumn<EmployeeExportRow>[] = [
  { header: { en: 'Name', ar: 'الاسم' }, value: (e) => e.name },
  { header: { en: 'Surname', ar: 'الكنية' }, value: (e) => e.surname },
  { header: { en: "Father's name", ar: 'اسم الأب' }, value: (e) => e.fatherName },
  { header: { en: "Mother's name", ar: 'اسم الأم' }, value: (e) => e.motherName },
  { header: { en: 'National number', ar: 'الرقم الوطني' }, value: (e) => e.nationalNumber },
  { header: { en: 'Gender', ar: 'الجنس' }, value: (e, l) => Genders.label(e.gender, l), width: 12 },
  {
    header: { en: 'Status', ar: 'الحالة' },
    value: (e, l) => EmployeeStatuses.label(e.employeeStatus, l),
    width: 12,
  },
  dateColumn({ en: 'Date of birth', ar: 'تاريخ الميلاد' }, (e) => e.dateOfBirth),
  {
    header: { en: 'Marital status', ar: 'الحالة الاجتماعية' },
    value: (e, l) => MaritalStatuses.label(e.maritalStatus, l),
    width: 14,
  },
  {
    header: { en: 'Military service', ar: 'الخدمة العسكرية' },
    value: (e, l) => MilitaryServiceStatuses.label(e.militaryServiceStatus, l),
    width: 16,
  },
  { header: { en: 'Job title', ar: 'المسمى الوظيفي' }, value: (e) => e.jobTitleName, width: 28 },
  { header: { en: 'Manager', ar: 'المدير' }, value: (e) => e.managerName, width: 28 },
  { header: { en: 'E-mail', ar: 'البريد الإلكتروني' }, value: (e) => e.email, width: 30 },
  { header: { en: 'Work e-mail', ar: 'بريد العمل' }, value: (e) => e.workEmail, width: 30 },
  { header: { en: 'Phone number', ar: 'رقم الهاتف' }, value: (e) => e.phoneNumber, width: 16 },
  { header: { en: 'Work phone number', ar: 'هاتف العمل' }, value: (e) => e.workPhoneNumber, width: 16 },
  {
    header: { en: 'Payment method', ar: 'طريقة الدفع' },
    value: (e, l) => (e.paymentMethod === null ? null : PaymentMethods.label(e.paymentMethod, l)),
    width: 16,
  },
  { header: { en: 'Bank', ar: 'البنك' }, value: (e) => e.bankName, width: 24 },
  { header: { en: 'IBAN', ar: 'رقم الآيبان (IBAN)' }, value: (e) => formatIban(e.iban) || null, width: 34 },
  {
    header: { en: 'Account holder name', ar: 'اسم صاحب الحساب' },
    value: (e) => e.accountHolderName,
    width: 24,
  },
  {
    header: { en: 'WPS personal number', ar: 'الرقم الشخصي لنظام حماية الأجور' },
    value: (e) => e.wpsPersonId,
    width: 18,
  },
];
