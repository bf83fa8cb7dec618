import { z } from 'zod';
import { EmployeesPermissions } from '../employees/employees.permissions.ts';
import {
  bicSchema,
  formatIban,
  ibanSchema,
  wpsEmployerIdSchema,
  wpsRoutingCodeSchema,
} from '../platform/bank-account.ts';
import { access, endpoint } from '../platform/endpoint.ts';
import { entitySchemas, resourceEndpoints } from '../platform/resource.ts';
import { filteredListQuery } from '../platform/sorting.ts';
import { blankAsNull, trimmedText } from '../platform/text.ts';
import { FinancePermissions } from './finance.permissions.ts';

/**
 * A bank of the tenant's list (issue 43): the banks its employees are paid into and its own account is
 * held at. The SWIFT/BIC (ISO 9362) goes into the ISO 20022 transfer file; the UAE Central Bank's 9-digit
 * routing code of the bank as a WPS agent into the SIF. Unique per tenant by name and by BIC; an inactive
 * bank keeps its employees but is offered to no new one.
 */
const bank = entitySchemas({
  dto: {
    name: z.string(),
    bic: z.string(),
    wpsRoutingCode: z.string().nullable(),
    isActive: z.boolean(),
  },
  input: {
    name: trimmedText().min(1).max(128),
    bic: bicSchema,
    wpsRoutingCode: blankAsNull(wpsRoutingCodeSchema),
    isActive: z.boolean().default(true),
  },
});
export const bankDto = bank.dto;
export type BankDto = z.infer<typeof bankDto>;
export const createBankInput = bank.create;
export type CreateBankInput = z.input<typeof createBankInput>;
export const updateBankInput = bank.update;
export type UpdateBankInput = z.input<typeof updateBankInput>;

/** Paging, sorting, a filter on the name or the BIC, and the active ones only. */
export const getBanksInput = filteredListQuery(['name', 'bic', 'creationTime']).extend({
  isActive: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean().optional()),
});
export type GetBanksInput = z.input<typeof getBanksInput>;

const P = FinancePermissions.Banks;

/**
 * The banks at ABP's paths. The list is also read by the employee form's bank select and the payroll run's
 * bank files, so it is open to those who create or edit employees too.
 */
export const bankEndpoints = resourceEndpoints({
  path: '/api/app/bank',
  tag: 'Bank',
  policies: P,
  dto: bankDto,
  query: getBanksInput,
  create: createBankInput,
  update: updateBankInput,
  access: {
    list: access.policy(
      P.Default,
      EmployeesPermissions.Employees.Create,
      EmployeesPermissions.Employees.Update,
    ),
  },
});

/** Select lists of banks load up to this many. */
export const bankPickerSize = 500;

/**
 * The organisation's own salary account, the debtor of its transfer files, and its WPS registration
 * (tenant settings): the account's name, IBAN and its bank's BIC; the 13-digit establishment id of the
 * employer and the routing code of the employer's bank (the SIF's SCR record).
 */
export const companyBankAccountDto = z.object({
  accountName: z.string(),
  iban: z.string(),
  bic: z.string(),
  wpsEmployerId: z.string(),
  wpsRoutingCode: z.string(),
});
export type CompanyBankAccountDto = z.infer<typeof companyBankAccountDto>;

export const updateCompanyBankAccountInput = z.object({
  accountName: blankAsNull(trimmedText().min(1).max(70)),
  iban: blankAsNull(ibanSchema),
  bic: blankAsNull(bicSchema),
  wpsEmployerId: blankAsNull(wpsEmployerIdSchema),
  wpsRoutingCode: blankAsNull(wpsRoutingCodeSchema),
});
export type UpdateCompanyBankAccountInput = z.input<typeof updateCompanyBankAccountInput>;

/** The account as a form shows it: the IBAN grouped by four. */
export const displayIban = formatIban;

export const companyBankAccountEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/api/app/company-bank-account',
    response: companyBankAccountDto,
    access: access.policy(P.Default, P.ManageCompanyAccount),
    tag: 'Bank',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/app/company-bank-account',
    body: updateCompanyBankAccountInput,
    response: companyBankAccountDto,
    access: access.policy(P.ManageCompanyAccount),
    tag: 'Bank',
  }),
};
