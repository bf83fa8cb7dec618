import { nameFields, nameIn, salaryRuleCategoryEndpoints } from '@hr/contracts';
import { asc, ilike, or } from 'drizzle-orm';
import { normalized } from '../../platform/db/columns.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError, entityService } from '../../platform/db/entity-service.ts';
import { localName, nameContains, nameValues } from '../../platform/db/names.ts';
import { containing } from '../../platform/db/search.ts';
import { salaryRuleCategories, salaryRules } from './payroll.tables.ts';

const t = salaryRuleCategories;

/**
 * Salary rule categories: a name and a code unique per tenant (whatever its case). Delete (soft) is
 * refused while a live rule is in the category; a rule saved with the category holds a share lock on it
 * (`lockForUse`), and the delete locks it for update before counting, so the two cannot cross.
 */
export function createSalaryRuleCategoryService(db: Database) {
  return entityService(db, salaryRuleCategoryEndpoints, {
    table: t,
    toDto: (row, language) => ({
      ...nameFields(row, language),
      code: row.code,
    }),
    sort: { name: localName(t), code: t.normalizedCode, creationTime: t.creationTime },
    defaultOrder: [asc(t.normalizedCode)],
    filter: (input) =>
      input.filter ? or(nameContains(t, input.filter), ilike(t.code, containing(input.filter))) : undefined,
    columns: (input, ctx) => {
      const code = input.code.trim();
      return { ...nameValues(input, ctx.language), code, normalizedCode: normalized(code) };
    },
    unique: {
      salary_rule_categories_tenant_code: (v) =>
        new AppError('SalaryRuleCategory:CodeMustBeUnique', { code: v.code }),
    },
    usedBy: [
      {
        table: salaryRules,
        column: salaryRules.categoryId,
        error: (row, count) => new AppError('SalaryRuleCategory:InUse', { name: nameIn(row, 'en'), count }),
      },
    ],
  });
}
export type SalaryRuleCategoryService = ReturnType<typeof createSalaryRuleCategoryService>;
