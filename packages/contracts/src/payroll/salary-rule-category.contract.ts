import { z } from 'zod';
import { namedEntitySchemas, resourceEndpoints } from '../platform/resource.ts';
import { filteredListQuery } from '../platform/sorting.ts';
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

const category = namedEntitySchemas({
  dto: { code: z.string() },
  input: { code: payrollCode },
});
export const salaryRuleCategoryDto = category.dto;
export type SalaryRuleCategoryDto = z.infer<typeof salaryRuleCategoryDto>;
export const createSalaryRuleCategoryInput = category.create;
export type CreateSalaryRuleCategoryInput = z.input<typeof createSalaryRuleCategoryInput>;
export const updateSalaryRuleCategoryInput = category.update;
export type UpdateSalaryRuleCategoryInput = z.input<typeof updateSalaryRuleCategoryInput>;

/** Paging, sorting and a filter on the name or the code. */
export const getSalaryRuleCategoriesInput = filteredListQuery(['name', 'code', 'creationTime']);
export type GetSalaryRuleCategoriesInput = z.infer<typeof getSalaryRuleCategoriesInput>;

/**
 * The category calls at the spec's paths (document 3 §7); the create answers the new id as text; a delete
 * is refused while a salary rule is in the category.
 */
export const salaryRuleCategoryEndpoints = resourceEndpoints({
  path: '/api/app/salary-rule-category',
  tag: 'SalaryRuleCategory',
  policies: PayrollPermissions.SalaryRuleCategories,
  dto: salaryRuleCategoryDto,
  query: getSalaryRuleCategoriesInput,
  create: createSalaryRuleCategoryInput,
  update: updateSalaryRuleCategoryInput,
});

/** Select lists (categories, rules) load up to this many items (document 3 §9). */
export const payrollPickerSize = 999;
