import { z } from 'zod';
import { optionalDateOnly } from '../platform/dates.ts';
import type { LanguageCode, LocalizedText } from '../platform/localization.ts';
import {
  auditedDto,
  concurrencyStamp,
  emptyGuid,
  optionalIdFilter,
  pagedRequest,
  pagedResult,
} from '../platform/paging.contract.ts';
import { extraFieldValueDto, extraFieldValueInput } from './extra-field.contract.ts';

// Enumerations travel as numbers (ABP serialises enums by value), in the spec's order from 0. Their
// names in each language are here once (`employeeEnumLabels`), for the web app and the Excel export.

export const EmployeeStatus = { Active: 0, Inactive: 1 } as const;
export type EmployeeStatus = (typeof EmployeeStatus)[keyof typeof EmployeeStatus];

export const Gender = { Undefined: 0, Female: 1, Male: 2 } as const;
export type Gender = (typeof Gender)[keyof typeof Gender];

export const MaritalStatus = { Undefined: 0, Single: 1, Married: 2 } as const;
export type MaritalStatus = (typeof MaritalStatus)[keyof typeof MaritalStatus];

export const MilitaryServiceStatus = {
  Undefined: 0,
  Exempt: 1,
  Deferred: 2,
  Completed: 3,
  ActiveDuty: 4,
} as const;
export type MilitaryServiceStatus = (typeof MilitaryServiceStatus)[keyof typeof MilitaryServiceStatus];

/** The employee enumerations by the name of their label-key prefix. */
export const employeeEnums = {
  EmployeeStatus,
  Gender,
  MaritalStatus,
  MilitaryServiceStatus,
} as const;
export type EmployeeEnumName = keyof typeof employeeEnums;

/** The name of every value of the employee enumerations, in every language. */
export const employeeEnumLabels: {
  readonly [N in EmployeeEnumName]: { readonly [K in keyof (typeof employeeEnums)[N]]: LocalizedText };
} = {
  EmployeeStatus: { Active: { en: 'Active', ar: 'فعّال' }, Inactive: { en: 'Inactive', ar: 'غير فعّال' } },
  Gender: {
    Undefined: { en: 'Undefined', ar: 'غير محدد' },
    Female: { en: 'Female', ar: 'أنثى' },
    Male: { en: 'Male', ar: 'ذكر' },
  },
  MaritalStatus: {
    Undefined: { en: 'Undefined', ar: 'غير محدد' },
    Single: { en: 'Single', ar: 'أعزب' },
    Married: { en: 'Married', ar: 'متزوج' },
  },
  MilitaryServiceStatus: {
    Undefined: { en: 'Undefined', ar: 'غير محدد' },
    Exempt: { en: 'Exempt', ar: 'معفى' },
    Deferred: { en: 'Deferred', ar: 'مؤجل' },
    Completed: { en: 'Completed', ar: 'منتهية' },
    ActiveDuty: { en: 'Active duty', ar: 'في الخدمة' },
  },
};

/** The name of one value in a language, or the number itself for a value the enumeration lacks. */
export function enumLabel(enumName: EmployeeEnumName, value: number, language: LanguageCode): string {
  const entry = Object.entries(employeeEnums[enumName]).find(([, v]) => v === value);
  const labels = employeeEnumLabels[enumName] as Record<string, LocalizedText>;
  return entry ? (labels[entry[0]]?.[language] ?? entry[0]) : String(value);
}

function enumValue<const E extends Record<string, number>>(values: E) {
  const all = Object.values(values) as [E[keyof E], ...E[keyof E][]];
  return z.literal(all);
}

export const employeeStatus = enumValue(EmployeeStatus);
export const gender = enumValue(Gender);
export const maritalStatus = enumValue(MaritalStatus);
export const militaryServiceStatus = enumValue(MilitaryServiceStatus);

/**
 * A phone number: digits, optionally starting with +, 7 to 15 of them, spaces and dashes allowed between
 * groups ("0999999999", "+963 11 222 3344"). The one phone rule of the product, for server and forms.
 */
export const phoneNumberPattern = /^\+?\d(?:[ -]?\d){6,14}$/;
export const phoneNumber = z
  .string()
  .trim()
  .max(20)
  .regex(phoneNumberPattern, 'Employees:InvalidPhoneNumber');
/** The hint shown under phone fields. */
export const phoneNumberExample = '0999999999';

export const emailAddress = z.email('Employees:InvalidEmail').max(256);

/** Optional text fields: absent, null or blank all mean "none" (stored as null). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullish());

/** Contact information: every field optional, formats checked. */
export const contactInformationInput = z.object({
  email: optional(emailAddress),
  workEmail: optional(emailAddress),
  phoneNumber: optional(phoneNumber),
  workPhoneNumber: optional(phoneNumber),
});
export type ContactInformationInput = z.infer<typeof contactInformationInput>;

/** The emergency contact: all required, the phone checked. */
export const emergencyContactInformationInput = z.object({
  emergencyPhone: phoneNumber,
  contactName: z.string().trim().min(1).max(128),
  relationShip: z.string().trim().min(1).max(64),
});
export type EmergencyContactInformationInput = z.infer<typeof emergencyContactInformationInput>;

const personName = z.string().trim().min(1).max(64);

/**
 * The main form. dateOfBirth, managerId and userId are optional; everything else is required. The
 * all-zero UUID counts as "none" for the two optional ids (ABP clients send it).
 */
const optionalId = z.preprocess((v) => (v === '' || v === emptyGuid ? null : v), z.uuid().nullish());
export const employeeMainInput = z.object({
  name: personName,
  surname: personName,
  fatherName: personName,
  motherName: personName,
  nationalNumber: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .regex(/^[\p{L}\p{N}-]+$/u, 'Employees:InvalidNationalNumber'),
  gender,
  employeeStatus,
  /** A calendar date, yyyy-MM-dd. */
  dateOfBirth: optionalDateOnly,
  maritalStatus,
  militaryServiceStatus,
  jobTitleId: z.uuid(),
  managerId: optionalId,
  userId: optionalId,
});
export type EmployeeMainInput = z.infer<typeof employeeMainInput>;

export const createEmployeeInput = employeeMainInput.extend({
  contactInformation: contactInformationInput,
  emergencyContactInformation: emergencyContactInformationInput,
  /** Values of the employee's extra fields, checked against their definitions and saved with it. */
  extraFields: z.array(extraFieldValueInput).max(200).default([]),
});
export type CreateEmployeeInput = z.input<typeof createEmployeeInput>;
export type CreateEmployee = z.infer<typeof createEmployeeInput>;

export const updateEmployeeInput = createEmployeeInput.extend({ concurrencyStamp });
export type UpdateEmployeeInput = z.input<typeof updateEmployeeInput>;
export type UpdateEmployee = z.infer<typeof updateEmployeeInput>;

export const contactInformationDto = z.object({
  email: z.string().nullable(),
  workEmail: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  workPhoneNumber: z.string().nullable(),
});
export type ContactInformationDto = z.infer<typeof contactInformationDto>;

export const emergencyContactInformationDto = z.object({
  emergencyPhone: z.string(),
  contactName: z.string(),
  relationShip: z.string(),
});
export type EmergencyContactInformationDto = z.infer<typeof emergencyContactInformationDto>;

export const employeeDto = auditedDto.extend({
  id: z.uuid(),
  name: z.string(),
  surname: z.string(),
  fatherName: z.string(),
  motherName: z.string(),
  nationalNumber: z.string(),
  gender,
  employeeStatus,
  dateOfBirth: z.string().nullable(),
  maritalStatus,
  militaryServiceStatus,
  jobTitleId: z.uuid(),
  jobTitleName: z.string().nullable(),
  managerId: z.uuid().nullable(),
  /** "name surname" of the manager. */
  managerName: z.string().nullable(),
  userId: z.uuid().nullable(),
  /** The linked user's user name, for the user select. */
  userName: z.string().nullable(),
  contactInformation: contactInformationDto,
  emergencyContactInformation: emergencyContactInformationDto,
  extraFields: z.array(extraFieldValueDto),
  concurrencyStamp: z.string(),
});
export type EmployeeDto = z.infer<typeof employeeDto>;

/**
 * `GET /api/app/employee`. The spec's old back end named the status field of the answer `employeeStatue`
 * and its web app renamed it; this API answers `employeeStatus` directly.
 */
export const getEmployeesInput = pagedRequest.extend({
  jobTitleId: optionalIdFilter,
  status: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number().pipe(employeeStatus).optional(),
  ),
  /** Part of the name, surname, father's name or national number. */
  filter: z.string().trim().max(128).optional(),
});
export type GetEmployeesInput = z.input<typeof getEmployeesInput>;
export type GetEmployees = z.infer<typeof getEmployeesInput>;

export const employeeListItemDto = z.object({
  id: z.uuid(),
  name: z.string(),
  surname: z.string(),
  fatherName: z.string(),
  nationalNumber: z.string(),
  gender,
  employeeStatus,
  jobTitleId: z.uuid(),
  jobTitleName: z.string().nullable(),
  managerId: z.uuid().nullable(),
  userId: z.uuid().nullable(),
  creationTime: z.string(),
});
export type EmployeeListItemDto = z.infer<typeof employeeListItemDto>;
export const employeeListResult = pagedResult(employeeListItemDto);

/** An employee in a select: the id and "name surname". */
export const employeeNameDto = z.object({ id: z.uuid(), name: z.string() });
export type EmployeeNameDto = z.infer<typeof employeeNameDto>;
export const employeeNameListResult = pagedResult(employeeNameDto);

/** The page size of employee lookups (selects with a search box). */
export const employeeLookupPageSize = 20;

/** `GET /employee/names` and `GET /employee/managers/{id}`: a page of names, searched by name. */
export const getEmployeeNamesInput = pagedRequest.extend({
  maxResultCount: pagedRequest.shape.maxResultCount.default(employeeLookupPageSize),
  name: z.string().trim().max(128).optional(),
});
export type GetEmployeeNamesInput = z.input<typeof getEmployeeNamesInput>;

/** `GET /employee/user-lookup`: users of the tenant not linked to an employee, for the user select. */
export const getEmployeeUserLookupInput = z.object({
  filter: z.string().trim().max(256).optional(),
});
export const employeeUserLookupDto = z.object({
  id: z.uuid(),
  userName: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
});
export type EmployeeUserLookupDto = z.infer<typeof employeeUserLookupDto>;
export const employeeUserLookupResult = z.object({ items: z.array(employeeUserLookupDto) });
export type EmployeeUserLookupResult = z.infer<typeof employeeUserLookupResult>;

/** `GET /employee/export-excel` takes the list's filters and sorting (no paging). */
export const exportEmployeesInput = getEmployeesInput.omit({ skipCount: true, maxResultCount: true });
export type ExportEmployeesInput = z.input<typeof exportEmployeesInput>;

export const EmployeePaths = {
  /** GET list ({@link getEmployeesInput}), POST create (answers the new id as a JSON string). */
  employees: '/api/app/employee',
  /** GET, PUT, DELETE (soft). */
  employee: (id: string) => `/api/app/employee/${id}`,
  /** GET: `{ id, name }`. */
  name: (id: string) => `/api/app/employee/${id}/name`,
  /** GET: a page of names ({@link getEmployeeNamesInput}). */
  names: '/api/app/employee/names',
  /**
   * GET: who may manage the employee: not themself, not one of their subordinates. With the all-zero id
   * (a new employee), everyone.
   */
  managers: (id: string) => `/api/app/employee/managers/${id}`,
  /** GET: users not linked to an employee (needs HR.Employees.Create or Update). */
  userLookup: '/api/app/employee/user-lookup',
  /** GET: the filtered list as an .xlsx workbook. */
  exportExcel: '/api/app/employee/export-excel',
} as const;
