import type { UserDto } from '@hr/contracts';
import { type ExcelColumn, textColumn, yesNoColumn } from '../../platform/http/excel.ts';

/** The users export: who may sign in, with which roles. */
export const userExcelColumns: readonly ExcelColumn<UserDto>[] = [
  textColumn({ en: 'User name', ar: 'اسم المستخدم' }, (u) => u.userName, 20),
  textColumn({ en: 'Name', ar: 'الاسم' }, (u) => u.name, 20),
  textColumn({ en: 'Surname', ar: 'الكنية' }, (u) => u.surname, 20),
  textColumn({ en: 'E-mail', ar: 'البريد الإلكتروني' }, (u) => u.email, 30),
  textColumn({ en: 'Phone number', ar: 'رقم الهاتف' }, (u) => u.phoneNumber, 16),
  yesNoColumn({ en: 'Active', ar: 'نشط' }, (u) => u.isActive),
  yesNoColumn({ en: 'Locked out', ar: 'مقفل' }, (u) => u.isLockedOut),
  textColumn({ en: 'Roles', ar: 'الأدوار' }, (u) => u.roleNames.join(', '), 30),
];
