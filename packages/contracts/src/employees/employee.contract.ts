import { z } from 'zod';
import { extraFieldValueDto, extraFieldValueInput } from '../extensions/extra-field.contract.ts';
import { ibanSchema, wpsPersonIdSchema } from '../platform/bank-account.ts';
import { optionalDateOnly } from '../platform/dates.ts';
import { access, endpoint, excelFile } from '../platform/endpoint.ts';
import { defineEnum, enumFilter } from '../platform/enum.ts';
import {
  concurrencyStamp,
  emptyGuid,
  optionalIdFilter,
  pagedRequest,
  pagedResult,
} from '../platform/paging.contract.ts';
import { phoneNumber } from '../platform/phone.ts';
import { entityDto, resourceCalls } from '../platform/resource.ts';
import { listQuery } from '../platform/sorting.ts';
import { blankAsNull, digitsText, trimmedText } from '../platform/text.ts';
import { EmployeesPermissions } from './employees.permissions.ts';

// Enumerations travel as numbers (ABP serialises enums by value), in the spec's order from 0, each named
// in every language once, for the web app and the Excel export.

/** "Not said": the first member of the enumerations a form may leave unanswered. */
const undefinedMember = { value: 0, en: 'Undefined', ar: 'غير محدد' } as const;

export const EmployeeStatuses = defineEnum('EmployeeStatus', {
  Active: { value: 0, en: 'Active', ar: 'فعّال' },
  Inactive: { value: 1, en: 'Inactive', ar: 'غير فعّال' },
});
export const EmployeeStatus = EmployeeStatuses.values;
export type EmployeeStatus = number;

export const Genders = defineEnum('Gender', {
  Undefined: undefinedMember,
  Female: { value: 1, en: 'Female', ar: 'أنثى' },
  Male: { value: 2, en: 'Male', ar: 'ذكر' },
});
export const Gender = Genders.values;
export type Gender = number;

export const MaritalStatuses = defineEnum('MaritalStatus', {
  Undefined: undefinedMember,
  Single: { value: 1, en: 'Single', ar: 'أعزب' },
  Married: { value: 2, en: 'Married', ar: 'متزوج' },
});
export const MaritalStatus = MaritalStatuses.values;
export type MaritalStatus = number;

export const MilitaryServiceStatuses = defineEnum('MilitaryServiceStatus', {
  Undefined: undefinedMember,
  Exempt: { value: 1, en: 'Exempt', ar: 'معفى' },
  Deferred: { value: 2, en: 'Deferred', ar: 'مؤجل' },
  Completed: { value: 3, en: 'Completed', ar: 'منتهية' },
  ActiveDuty: { value: 4, en: 'Active duty', ar: 'في الخدمة' },
});
export const MilitaryServiceStatus = MilitaryServiceStatuses.values;
export type MilitaryServiceStatus = number;

export const emailAddress = z.email('Employees:InvalidEmail').max(256);

/** Contact information: every field optional, formats checked. */
export const contactInformationInput = z.object({
  email: blankAsNull(emailAddress),
  workEmail: blankAsNull(emailAddress),
  phoneNumber: blankAsNull(phoneNumber),
  workPhoneNumber: blankAsNull(phoneNumber),
});
export type ContactInformationInput = z.infer<typeof contactInformationInput>;

/** The emergency contact: all required, the phone checked. */
export const emergencyContactInformationInput = z.object({
  emergencyPhone: phoneNumber,
  contactName: trimmedText().min(1).max(128),
  relationShip: trimmedText().min(1).max(64),
});
export type EmergencyContactInformationInput = z.infer<typeof emergencyContactInformationInput>;

const personName = trimmedText().min(1).max(64);

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
  /**
   * Letters, digits and dashes; Arabic-Indic digits are stored as ASCII ones and digits of other scripts
   * refused, so that the unique check and the search see one number however it was typed.
   */
  nationalNumber: digitsText()
    .min(1)
    .max(32)
    .regex(/^[\p{L}\d-]+$/u, 'Employees:InvalidNationalNumber'),
  gender: Genders.schema,
  employeeStatus: EmployeeStatuses.schema,
  /** A calendar date, yyyy-MM-dd. */
  dateOfBirth: optionalDateOnly,
  maritalStatus: MaritalStatuses.schema,
  militaryServiceStatus: MilitaryServiceStatuses.schema,
  jobTitleId: z.uuid(),
  managerId: optionalId,
  userId: optionalId,
});
export type EmployeeMainInput = z.infer<typeof employeeMainInput>;

/** How the employee's net pay reaches them (issue 43); a bank transfer needs the bank and the IBAN. */
export const PaymentMethods = defineEnum('PaymentMethod', {
  BankTransfer: { value: 0, en: 'Bank transfer', ar: 'تحويل مصرفي' },
  Cash: { value: 1, en: 'Cash', ar: 'نقدًا' },
  Cheque: { value: 2, en: 'Cheque', ar: 'شيك' },
});
export const PaymentMethod = PaymentMethods.values;
export type PaymentMethod = number;

/**
 * Where the employee is paid: the method, the bank (of the tenant's list, active), the IBAN (checked by its
 * country's length and the mod-97 digits, stored without spaces), the account holder's name (the employee's
 * when blank) and the 14-digit WPS personal number (UAE labour card) for the SIF. All optional but the
 * method; a bank transfer needs the bank and the IBAN.
 */
export const employeeBankDetailsInput = z
  .object({
    paymentMethod: PaymentMethods.schema,
    bankId: optionalId,
    iban: blankAsNull(ibanSchema),
    accountHolderName: blankAsNull(trimmedText().max(70)),
    wpsPersonId: blankAsNull(wpsPersonIdSchema),
  })
  .superRefine((v, ctx) => {
    if (v.paymentMethod !== PaymentMethod.BankTransfer) return;
    if (!v.bankId) ctx.addIssue({ code: 'custom', path: ['bankId'], message: 'Employees:BankRequired' });
    if (!v.iban) ctx.addIssue({ code: 'custom', path: ['iban'], message: 'Employees:IbanRequired' });
  });
export type EmployeeBankDetailsInput = z.input<typeof employeeBankDetailsInput>;

export const employeeBankDetailsDto = z.object({
  paymentMethod: PaymentMethods.dto.nullable(),
  bankId: z.uuid().nullable(),
  bankName: z.string().nullable(),
  /** Without spaces, as stored. */
  iban: z.string().nullable(),
  accountHolderName: z.string().nullable(),
  wpsPersonId: z.string().nullable(),
});
export type EmployeeBankDetailsDto = z.infer<typeof employeeBankDetailsDto>;

export const createEmployeeInput = employeeMainInput.extend({
  contactInformation: contactInformationInput,
  emergencyContactInformation: emergencyContactInformationInput,
  /** Values of the employee's extra fields, checked against their definitions and saved with it. */
  extraFields: z.array(extraFieldValueInput).max(200).default([]),
  /** Absent on a create: none; absent on an update: kept as they are. */
  bankDetails: employeeBankDetailsInput.nullish(),
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

export const employeeDto = entityDto({
  name: z.string(),
  surname: z.string(),
  fatherName: z.string(),
  motherName: z.string(),
  nationalNumber: z.string(),
  gender: Genders.dto,
  employeeStatus: EmployeeStatuses.dto,
  dateOfBirth: z.string().nullable(),
  maritalStatus: MaritalStatuses.dto,
  militaryServiceStatus: MilitaryServiceStatuses.dto,
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
  bankDetails: employeeBankDetailsDto,
});
export type EmployeeDto = z.infer<typeof employeeDto>;

/**
 * `GET /api/app/employee`. The spec's old back end named the status field of the answer `employeeStatue`
 * and its web app renamed it; this API answers `employeeStatus` directly.
 */
export const getEmployeesInput = listQuery([
  'name',
  'surname',
  'fatherName',
  'nationalNumber',
  'employeeStatus',
  'creationTime',
]).extend({
  jobTitleId: optionalIdFilter,
  status: enumFilter(EmployeeStatuses),
  /** Part of the name, surname, father's name or national number (its digits made ASCII, as stored). */
  filter: digitsText().max(128).optional(),
});
export type GetEmployeesInput = z.input<typeof getEmployeesInput>;
export type GetEmployees = z.infer<typeof getEmployeesInput>;

/** A row of the list: the employee's fields it shows, as {@link employeeDto} has them. */
export const employeeListItemDto = employeeDto.pick({
  id: true,
  name: true,
  surname: true,
  fatherName: true,
  nationalNumber: true,
  gender: true,
  employeeStatus: true,
  jobTitleId: true,
  jobTitleName: true,
  managerId: true,
  userId: true,
  creationTime: true,
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
  name: trimmedText().max(128).optional(),
});
export type GetEmployeeNamesInput = z.input<typeof getEmployeeNamesInput>;

/** `GET /employee/user-lookup`: users of the tenant not linked to an employee, for the user select. */
export const getEmployeeUserLookupInput = z.object({
  filter: trimmedText().max(256).optional(),
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

/** `GET /employee/export-excel` takes the list's filters and sorting (its sort fields too; no paging). */
export const exportEmployeesInput = getEmployeesInput.omit({ skipCount: true, maxResultCount: true });
export type ExportEmployeesInput = z.input<typeof exportEmployeesInput>;

const tag = 'Employees';
const call = resourceCalls('/api/app/employee', tag);
const P = EmployeesPermissions.Employees;
const read = access.policy(P.Default);

/** The employee calls (ABP paths of document 2 §7), plus delete, the Excel export and the user lookup. */
export const employeeEndpoints = {
  list: call('GET', '', read, { query: getEmployeesInput, response: employeeListResult }),
  /** Answers the new id as a JSON string (the spec's client reads it so). */
  create: call('POST', '', P.Create, { body: createEmployeeInput, response: z.uuid() }),
  /** A page of names ({@link getEmployeeNamesInput}). */
  names: call('GET', 'names', read, { query: getEmployeeNamesInput, response: employeeNameListResult }),
  /**
   * Who may manage the employee: not themself, not one of their subordinates. With the all-zero id (a
   * new employee), everyone.
   */
  managers: endpoint({
    method: 'GET',
    path: '/api/app/employee/managers/:id',
    params: z.object({ id: z.guid() }),
    query: getEmployeeNamesInput,
    response: employeeNameListResult,
    access: read,
    tag,
  }),
  /** Users not linked to an employee: for whoever fills the employee form, no identity policy needed. */
  userLookup: call('GET', 'user-lookup', access.policy(P.Create, P.Update), {
    query: getEmployeeUserLookupInput,
    response: employeeUserLookupResult,
  }),
  /** The filtered list as an .xlsx workbook. */
  exportExcel: call('GET', 'export-excel', read, { query: exportEmployeesInput, response: excelFile }),
  get: call('GET', ':id', read, { response: employeeDto }),
  /** `{ id, name }`. */
  nameOf: call('GET', ':id/name', read, { response: employeeNameDto }),
  update: call('PUT', ':id', P.Update, { body: updateEmployeeInput, response: employeeDto }),
  /** Soft delete, refused while the employee manages anyone. */
  delete: call('DELETE', ':id', P.Delete),
};
