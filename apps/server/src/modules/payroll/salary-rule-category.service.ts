import type {
  CreateSalaryRuleCategoryInput,
  GetSalaryRuleCategoriesInput,
  PagedResult,
  SalaryRuleCategoryDto,
  UpdateSalaryRuleCategoryInput,
} from '@hr/contracts';
import { and, asc, eq, ilike, not, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { auditFields, normalized } from '../../platform/db/columns.ts';
import {
  countRows,
  findOr404,
  pageOfTable,
  softDelete,
  updateStamped,
  withUniqueErrors,
} from '../../platform/db/crud.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { containing } from '../../platform/db/search.ts';
import { sortingOrder } from '../../platform/db/sorting.ts';
import { AppError } from '../../platform/errors.ts';
import { salaryRuleCategories, salaryRules } from './payroll.tables.ts';

type Row = typeof salaryRuleCategories.$inferSelect;

/** The tenant filter of the data layer (row-level security enforces it a second time); live rows only. */
export const categoriesOf = (tenantId: string) =>
  and(eq(salaryRuleCategories.tenantId, tenantId), not(salaryRuleCategories.isDeleted));

function toDto(row: Row): SalaryRuleCategoryDto {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    ...auditFields(row),
    concurrencyStamp: row.concurrencyStamp,
  };
}

const sortable: Record<string, AnyPgColumn> = {
  name: salaryRuleCategories.name,
  code: salaryRuleCategories.normalizedCode,
  creationtime: salaryRuleCategories.creationTime,
};

function columnsOf(input: CreateSalaryRuleCategoryInput) {
  const code = input.code.trim();
  return { name: input.name.trim(), code, normalizedCode: normalized(code) };
}

/** A concurrent save of the same code fails on the unique index: the same answer as the check's. */
const uniqueCode = (code: string) => ({
  salary_rule_categories_tenant_code: () => new AppError('SalaryRuleCategory:CodeMustBeUnique', { code }),
});

async function assertUniqueCode(tx: Tx, tenantId: string, code: string, exceptId?: string) {
  const [clash] = await tx
    .select({ id: salaryRuleCategories.id })
    .from(salaryRuleCategories)
    .where(and(categoriesOf(tenantId), eq(salaryRuleCategories.normalizedCode, normalized(code))));
  if (clash && clash.id !== exceptId) throw new AppError('SalaryRuleCategory:CodeMustBeUnique', { code });
}

/**
 * Salary rule categories: a name and a code unique per tenant (whatever its case). Delete (soft) is
 * refused while a live rule is in the category; a rule saved with the category holds a share lock on it
 * (`lockForUse`), and the delete locks it for update before counting, so the two cannot cross.
 */
export function createSalaryRuleCategoryService(db: Database) {
  const byId = (tenantId: string, id: string) => and(categoriesOf(tenantId), eq(salaryRuleCategories.id, id));
  const find = async (tx: Tx, tenantId: string, id: string) =>
    findOr404(await tx.select().from(salaryRuleCategories).where(byId(tenantId, id)));

  return {
    async list(
      ctx: RequestContext,
      input: GetSalaryRuleCategoriesInput,
    ): Promise<PagedResult<SalaryRuleCategoryDto>> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, (tx) => {
        const where = and(
          categoriesOf(tenantId),
          input.filter
            ? or(
                ilike(salaryRuleCategories.name, containing(input.filter)),
                ilike(salaryRuleCategories.code, containing(input.filter)),
              )
            : undefined,
        );
        const order = sortingOrder(input.sorting, sortable, {
          fallback: [asc(salaryRuleCategories.normalizedCode), asc(salaryRuleCategories.id)],
          tieBreaker: salaryRuleCategories.id,
        });
        return pageOfTable(tx, salaryRuleCategories, input, { where, order, map: toDto });
      });
    },

    async get(ctx: RequestContext, id: string): Promise<SalaryRuleCategoryDto> {
      const tenantId = tenantOf(ctx);
      return toDto(await db.transaction(ctx, (tx) => find(tx, tenantId, id)));
    },

    async create(ctx: RequestContext, input: CreateSalaryRuleCategoryInput): Promise<string> {
      const tenantId = tenantOf(ctx);
      const values = columnsOf(input);
      return withUniqueErrors(uniqueCode(values.code), () =>
        db.transaction(ctx, async (tx) => {
          await assertUniqueCode(tx, tenantId, values.code);
          const [row] = await tx
            .insert(salaryRuleCategories)
            .values({ tenantId, ...values, creatorId: ctx.userId })
            .returning({ id: salaryRuleCategories.id });
          return row!.id;
        }),
      );
    },

    async update(
      ctx: RequestContext,
      id: string,
      input: UpdateSalaryRuleCategoryInput,
    ): Promise<SalaryRuleCategoryDto> {
      const tenantId = tenantOf(ctx);
      const values = columnsOf(input);
      return withUniqueErrors(uniqueCode(values.code), () =>
        db.transaction(ctx, async (tx) => {
          await find(tx, tenantId, id);
          await assertUniqueCode(tx, tenantId, values.code, id);
          await updateStamped(tx, salaryRuleCategories, {
            where: byId(tenantId, id),
            stamp: input.concurrencyStamp,
            set: values,
            ctx,
          });
          return toDto(await find(tx, tenantId, id));
        }),
      );
    },

    async delete(ctx: RequestContext, id: string): Promise<void> {
      const tenantId = tenantOf(ctx);
      await db.transaction(ctx, async (tx) => {
        const current = findOr404(
          await tx.select().from(salaryRuleCategories).where(byId(tenantId, id)).for('update'),
        );
        const used = await countRows(
          tx,
          salaryRules,
          and(eq(salaryRules.tenantId, tenantId), not(salaryRules.isDeleted), eq(salaryRules.categoryId, id)),
        );
        if (used > 0) throw new AppError('SalaryRuleCategory:InUse', { name: current.name, count: used });
        await softDelete(tx, salaryRuleCategories, byId(tenantId, id), ctx);
      });
    },

    /**
     * The category (its code) if it is live in the caller's tenant, holding a share lock on it until the
     * caller's transaction ends: a rule saved in the same transaction cannot lose its category to a delete.
     */
    async lockForUse(tx: Tx, tenantId: string, id: string): Promise<Row | undefined> {
      const [row] = await tx.select().from(salaryRuleCategories).where(byId(tenantId, id)).for('share');
      return row;
    },
  };
}
export type SalaryRuleCategoryService = ReturnType<typeof createSalaryRuleCategoryService>;
