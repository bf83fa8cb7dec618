import { z } from 'zod';
import { access, endpoint, idParams } from '../platform/endpoint.ts';
import { auditedDto, concurrencyStamp, pagedRequest, pagedResult } from '../platform/paging.contract.ts';
import { trimmedText } from '../platform/text.ts';
import { PayrollPermissions } from './payroll.permissions.ts';

/** CEL's reserved words: `rules.in` would not parse. */
const celReservedWords = new Set(
  'true false null in as break const continue else for function if import let loop package namespace return var void while'.split(
    ' ',
  ),
);

/**
 * The code of a salary rule or category: formulas name it (`rules.BASIC`, `categories.ALW`), so it is an
 * identifier (a letter, then letters, digits or _), unique per tenant whatever its case.
 */
export const payrollCode = trimmedText()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'Payroll:InvalidCode')
  .refine((code) => !celReservedWords.has(code), 'Payroll:ReservedCode');

export const payrollName = trimmedText().min(1).max(128);

export const salaryRuleCategoryDto = auditedDto.extend({
  id: z.uuid(),
  name: z.string(),
  code: z.string(),
  concurrencyStamp: z.string(),
});
export type SalaryRuleCategoryDto = z.infer<typeof salaryRuleCategoryDto>;

export const createSalaryRuleCategoryInput = z.object({ name: payrollName, code: payrollCode });
export type CreateSalaryRuleCategoryInput = z.input<typeof createSalaryRuleCategoryInput>;

export const updateSalaryRuleCategoryInput = createSalaryRuleCategoryInput.extend({ concurrencyStamp });
export type UpdateSalaryRuleCategoryInput = z.input<typeof updateSalaryRuleCategoryInput>;

/** Paging, sorting (name, code, creationTime) and a filter on the name or the code. */
export const getSalaryRuleCategoriesInput = pagedRequest.extend({
  filter: trimmedText().max(128).optional(),
});
export type GetSalaryRuleCategoriesInput = z.infer<typeof getSalaryRuleCategoriesInput>;

const tag = 'SalaryRuleCategory';
const P = PayrollPermissions.SalaryRuleCategories;
const path = '/api/app/salary-rule-category';

/** The category calls at the spec's paths (document 3 §7); the create answers the new id as text. */
export const salaryRuleCategoryEndpoints = {
  list: endpoint({
    method: 'GET',
    path,
    query: getSalaryRuleCategoriesInput,
    response: pagedResult(salaryRuleCategoryDto),
    access: access.policy(P.Default),
    tag,
  }),
  get: endpoint({
    method: 'GET',
    path: `${path}/:id`,
    params: idParams,
    response: salaryRuleCategoryDto,
    access: access.policy(P.Default),
    tag,
  }),
  create: endpoint({
    method: 'POST',
    path,
    body: createSalaryRuleCategoryInput,
    response: z.uuid(),
    access: access.policy(P.Create),
    tag,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${path}/:id`,
    params: idParams,
    body: updateSalaryRuleCategoryInput,
    response: salaryRuleCategoryDto,
    access: access.policy(P.Update),
    tag,
  }),
  /** Refused while a salary rule is in the category. */
  delete: endpoint({
    method: 'DELETE',
    path: `${path}/:id`,
    params: idParams,
    access: access.policy(P.Delete),
    tag,
  }),
};

/** Select lists (categories, rules) load up to this many items (document 3 §9). */
export const payrollPickerSize = 999;
