import {
  EmployeeStatuses,
  EntityType,
  type EnumDefinition,
  type ExtraFieldDefinitionDto,
  Genders,
  type LocalizedText,
  MaritalStatuses,
  MilitaryServiceStatuses,
  nameIn,
  PaymentMethods,
} from '@hr/contracts';
import type { RequestContext } from '../../platform/context.ts';
import { comparable } from '../../platform/import/workbook-read.ts';
import type { OrganisationApi } from '../organisation/public.ts';

// The columns of the import's template and file: the employee create form's fields in its order, then the
// tenant's extra fields of employees; and the job titles as a person writes them.

type Kind = 'text' | 'date' | 'enum' | 'jobTitle' | 'manager' | 'user' | 'bank' | 'extra';

/** One column of the template and of the file. */
export interface ImportColumn {
  key: string;
  header: LocalizedText;
  required: boolean;
  kind: Kind;
  /** Where the contract's issues for this column point (`contactInformation.email`). */
  path: string;
  enumeration?: EnumDefinition;
  /** A hint shown as the header cell's note. */
  note?: LocalizedText;
  width?: number;
  /** Extra fields: their definition. */
  definition?: ExtraFieldDefinitionDto;
}

const text = (key: string, path: string, header: LocalizedText, required: boolean, width = 18) =>
  ({ key, path, header, required, kind: 'text', width }) as ImportColumn;
const choice = (
  key: string,
  enumeration: EnumDefinition,
  header: LocalizedText,
  path = key,
  required = true,
): ImportColumn => ({
  key,
  path,
  header,
  required,
  kind: 'enum',
  enumeration,
  width: 16,
  note: {
    en: 'One of the values of the Lists sheet, in English or in Arabic.',
    ar: 'إحدى قيم ورقة القوائم، بالعربية أو بالإنجليزية.',
  },
});

/** The fields of the employee create form, in its order. */
const fixedColumns: readonly ImportColumn[] = [
  text('name', 'name', { en: 'Name', ar: 'الاسم' }, true),
  text('surname', 'surname', { en: 'Surname', ar: 'الكنية' }, true),
  text('fatherName', 'fatherName', { en: "Father's name", ar: 'اسم الأب' }, true),
  text('motherName', 'motherName', { en: "Mother's name", ar: 'اسم الأم' }, true),
  text('nationalNumber', 'nationalNumber', { en: 'National number', ar: 'الرقم الوطني' }, true),
  choice('gender', Genders, { en: 'Gender', ar: 'الجنس' }),
  choice('employeeStatus', EmployeeStatuses, { en: 'Status', ar: 'الحالة' }),
  {
    key: 'dateOfBirth',
    path: 'dateOfBirth',
    header: { en: 'Date of birth', ar: 'تاريخ الميلاد' },
    required: false,
    kind: 'date',
    width: 14,
    note: {
      en: 'An Excel date, or text written yyyy-MM-dd or yyyy/MM/dd.',
      ar: 'تاريخ Excel، أو نص بالصيغة yyyy-MM-dd أو yyyy/MM/dd.',
    },
  },
  choice('maritalStatus', MaritalStatuses, { en: 'Marital status', ar: 'الحالة الاجتماعية' }),
  choice('militaryServiceStatus', MilitaryServiceStatuses, { en: 'Military service', ar: 'الخدمة العسكرية' }),
  {
    key: 'jobTitle',
    path: 'jobTitleId',
    header: { en: 'Job title', ar: 'المسمى الوظيفي' },
    required: true,
    kind: 'jobTitle',
    width: 28,
    note: {
      en: 'A job title as the Lists sheet writes it (with its department when two share a name).',
      ar: 'مسمى وظيفي كما هو مكتوب في ورقة القوائم (مع قسمه إن تشابه اسمان).',
    },
  },
  {
    key: 'manager',
    path: 'managerId',
    header: { en: 'Manager', ar: 'المدير' },
    required: false,
    kind: 'manager',
    width: 24,
    note: {
      en: "The manager's national number, or their name and surname. The manager may be an employee already saved or another row of this file.",
      ar: 'الرقم الوطني للمدير، أو اسمه وكنيته. يمكن أن يكون المدير موظفًا محفوظًا أو صفًا آخر في هذا الملف.',
    },
  },
  {
    key: 'user',
    path: 'userId',
    header: { en: 'User name', ar: 'اسم المستخدم' },
    required: false,
    kind: 'user',
    width: 18,
    note: {
      en: 'Optional: the user name of a user of this organisation, linked to no other employee.',
      ar: 'اختياري: اسم مستخدم في هذه المؤسسة غير مرتبط بموظف آخر.',
    },
  },
  text('email', 'contactInformation.email', { en: 'E-mail', ar: 'البريد الإلكتروني' }, false, 28),
  text('workEmail', 'contactInformation.workEmail', { en: 'Work e-mail', ar: 'بريد العمل' }, false, 28),
  text('phoneNumber', 'contactInformation.phoneNumber', { en: 'Phone number', ar: 'رقم الهاتف' }, false),
  text(
    'workPhoneNumber',
    'contactInformation.workPhoneNumber',
    { en: 'Work phone number', ar: 'هاتف العمل' },
    false,
  ),
  text(
    'emergencyPhone',
    'emergencyContactInformation.emergencyPhone',
    { en: 'Emergency phone', ar: 'هاتف الطوارئ' },
    true,
  ),
  text(
    'contactName',
    'emergencyContactInformation.contactName',
    { en: 'Emergency contact name', ar: 'اسم جهة اتصال الطوارئ' },
    true,
    24,
  ),
  text(
    'relationShip',
    'emergencyContactInformation.relationShip',
    { en: 'Emergency contact relationship', ar: 'صلة قرابة جهة اتصال الطوارئ' },
    true,
  ),
  // Bank details (issue 43): all optional; a bank transfer needs the bank and the IBAN.
  choice(
    'paymentMethod',
    PaymentMethods,
    { en: 'Payment method', ar: 'طريقة الدفع' },
    'bankDetails.paymentMethod',
    false,
  ),
  {
    key: 'bank',
    path: 'bankDetails.bankId',
    header: { en: 'Bank', ar: 'البنك' },
    required: false,
    kind: 'bank',
    width: 24,
    note: {
      en: 'The name or the SWIFT/BIC of a bank of the Banks list (Finance).',
      ar: 'اسم بنك من قائمة البنوك (المالية) أو رمز السويفت الخاص به.',
    },
  },
  text('iban', 'bankDetails.iban', { en: 'IBAN', ar: 'رقم الآيبان (IBAN)' }, false, 32),
  text(
    'accountHolderName',
    'bankDetails.accountHolderName',
    { en: 'Account holder name', ar: 'اسم صاحب الحساب' },
    false,
    24,
  ),
  text(
    'wpsPersonId',
    'bankDetails.wpsPersonId',
    { en: 'WPS personal number (labour card)', ar: 'الرقم الشخصي لنظام حماية الأجور (بطاقة العمل)' },
    false,
    20,
  ),
];

/** The tenant's extra fields of employees: optional columns after the form's, named as defined. */
function extraColumns(definitions: readonly ExtraFieldDefinitionDto[]): ImportColumn[] {
  return definitions.map((d, i) => ({
    key: `extra:${d.id}`,
    // Issues of extra fields are placed by their definition (see `validate`), not by this path.
    path: `extraFields.${i}`,
    header: { en: nameIn(d, 'en'), ar: nameIn(d, 'ar') },
    required: d.isRequired,
    kind: 'extra',
    width: 18,
    definition: d,
  }));
}

// Compared and shown as every import does (the platform's reader).
export { comparable, headerText } from '../../platform/import/workbook-read.ts';

/** A job title as a person writes it: its name, or "name (department)" when the name is not unique. */
export interface JobTitleChoice {
  id: string;
  label: string;
  name: string;
  /** The name in each language (a file may name the job title in either). */
  names: string[];
}

/** What the import needs of organisation and extensions. */
export type ImportJobTitles = Pick<OrganisationApi['jobTitles'], 'list'>;
export interface ImportExtraFields {
  byEntityType(ctx: RequestContext, entityType: EntityType): Promise<ExtraFieldDefinitionDto[]>;
}

/** Every column of the tenant's template: the form's, then its extra fields of employees. */
export async function importColumns(
  ctx: RequestContext,
  extraFields: ImportExtraFields,
): Promise<ImportColumn[]> {
  return [...fixedColumns, ...extraColumns(await extraFields.byEntityType(ctx, EntityType.Employee))];
}

/** Every live job title of the tenant, each with the label a person writes in the file. */
export async function jobTitleChoices(
  ctx: RequestContext,
  jobTitles: ImportJobTitles,
): Promise<JobTitleChoice[]> {
  const all: Array<{
    id: string;
    name: string;
    nameEn: string | null;
    nameAr: string | null;
    departmentName: string;
  }> = [];
  for (let skipCount = 0; ; skipCount += 1000) {
    const page = await jobTitles.list(ctx, { skipCount, maxResultCount: 1000, sorting: 'name asc' });
    all.push(...page.items);
    if (page.items.length < 1000) break;
  }
  const count = new Map<string, number>();
  for (const j of all) count.set(comparable(j.name), (count.get(comparable(j.name)) ?? 0) + 1);
  return all.map((j) => ({
    id: j.id,
    name: j.name,
    names: [j.nameEn, j.nameAr].filter((n): n is string => !!n),
    label: (count.get(comparable(j.name)) ?? 0) > 1 ? `${j.name} (${j.departmentName})` : j.name,
  }));
}
