import {
  type CreateSalaryRule,
  type GetSalaryRulesInput,
  type LanguageCode,
  nameFields,
  nameIn,
  type PagedResult,
  type SalaryRuleDto,
  salaryRuleEndpoints,
  type UpdateSalaryRule,
} from '@hr/contracts';
import { and, asc, eq, ilike, inArray, not, or } from 'drizzle-orm';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { auditFields, normalized } from '../../platform/db/columns.ts';
import {
  findOr404,
  listTotal,
  lockedOr404,
  page,
  softDelete,
  updateStamped,
  withUniqueErrors,
} from '../../platform/db/crud.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { localName, nameContains } from '../../platform/db/names.ts';
import { containing } from '../../platform/db/search.ts';
import { sortColumns, sortingOrder } from '../../platform/db/sorting.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import { AppError } from '../../platform/errors.ts';
import {
  salaryRuleCategories,
  salaryRules,
  salaryStructureRules,
  salaryStructures,
} from './payroll.tables.ts';
import { assertAccounts, assertFormulas, type RuleAccounts, ruleColumns } from './salary-rule.values.ts';
import type { SalaryRuleCategoryService } from './salary-rule-category.service.ts';

type Row = typeof salaryRules.$inferSelect;
/** A rule with its category's name (the reader's), its two names and its code. */
export interface RuleRow {
  row: Row;
  categoryName: string;
  categoryNameEn: string | null;
  categoryNameAr: string | null;
  categoryCode: string;
}

/** The tenant filter of the data layer (row-level security enforces it a second time); live rows only. */
export const rulesOf = (tenantId: string) => tenantRows(salaryRules, tenantId, [not(salaryRules.isDeleted)]);

const withCategory = {
  row: salaryRules,
  categoryName: localName(salaryRuleCategories),
  categoryNameEn: salaryRuleCategories.nameEn,
  categoryNameAr: salaryRuleCategories.nameAr,
  categoryCode: salaryRuleCategories.code,
};

/** What a rule shows of its accounts: their code and name (finance's), by id. */
type AccountNames = ReadonlyMap<string, { id: string; code: string; name: string }>;
const accountOf = (names: AccountNames, id: string | null) =>
  id ? (names.get(id) ?? { id, code: '', name: '' }) : null;

function toDto(
  { row, categoryName, categoryCode }: RuleRow,
  language: LanguageCode,
  names: AccountNames = new Map(),
): SalaryRuleDto {
  return {
    id: row.id,
    ...nameFields(row, language),
    code: row.code,
    categoryId: row.categoryId,
    categoryName,
    categoryCode,
    ruleCondition: { basedOn: row.conditionBasedOn, code: row.conditionCode },
    ruleValue: { basedOn: row.valueBasedOn, fixedAmount: row.valueFixedAmount, code: row.valueCode },
    isActive: row.isActive,
    appearForEmployee: row.appearForEmployee,
    debitAccount: accountOf(names, row.debitAccountId),
    creditAccount: accountOf(names, row.creditAccountId),
    ...auditFields(row),
    concurrencyStamp: row.concurrencyStamp,
  };
}

const sortable = sortColumns(salaryRuleEndpoints.list, {
  name: localName(salaryRules),
  code: salaryRules.normalizedCode,
  isActive: salaryRules.isActive,
  categoryName: localName(salaryRuleCategories),
  creationTime: salaryRules.creationTime,
});

/** A code another live rule has fails on the unique index (no check before it). */
const uniqueCode = (code: string) => ({
  salary_rules_tenant_code: () => new AppError('SalaryRule:CodeMustBeUnique', { code }),
});

/**
 * Salary rules: a code unique per tenant (formulas name it), a live category, formulas that compile.
 * Delete (soft) is refused while a live structure uses the rule; an update is refused when a structure
 * using the rule would no longer compile (`onRuleChanged`, given by the structures).
 */
export function createSalaryRuleService(
  db: Database,
  deps: {
    categories: Pick<SalaryRuleCategoryService, 'lockForUse'>;
    /** Checks the structures that use the changed rule (in the same transaction). */
    onRuleChanged: (ctx: RequestContext, tx: Tx, ruleId: string) => Promise<void>;
    /** Finance's accounts (absent in tests of the rules alone: a rule naming accounts is then refused). */
    accounts?: RuleAccounts;
  },
) {
  /** The accounts of rules by id, for their answers. */
  async function accountNames(ctx: RequestContext, rows: readonly Row[]): Promise<AccountNames> {
    const ids = [...new Set(rows.flatMap((r) => [r.debitAccountId, r.creditAccountId]))].filter(
      (id): id is string => id !== null,
    );
    if (!ids.length || !deps.accounts) return new Map();
    const found = await deps.accounts.forPosting(ctx, ids);
    return new Map(found.map((a) => [a.id, { id: a.id, code: a.code, name: a.name }]));
  }

  const select = (tx: Tx) =>
    tx
      .select(withCategory)
      .from(salaryRules)
      .innerJoin(salaryRuleCategories, eq(salaryRuleCategories.id, salaryRules.categoryId));
  const byId = (tenantId: string, id: string) => and(rulesOf(tenantId), eq(salaryRules.id, id));
  const getIn = async (ctx: RequestContext, tx: Tx, tenantId: string, id: string) => {
    const found = findOr404(await select(tx).where(byId(tenantId, id)));
    return toDto(found, ctx.language, await accountNames(ctx, [found.row]));
  };

  /** The category exists (and stays, share-locked until the save commits). */
  async function assertCategory(tx: Tx, tenantId: string, values: ReturnType<typeof ruleColumns>) {
    if (!(await deps.categories.lockForUse(tx, tenantId, values.categoryId)))
      throw new AppError('SalaryRule:CategoryNotFound');
  }

  return {
    async list(
      ctx: RequestContext,
      input: Omit<GetSalaryRulesInput, 'categoryId'> & { categoryId?: string },
    ): Promise<PagedResult<SalaryRuleDto>> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const where = and(
          rulesOf(tenantId),
          input.categoryId ? eq(salaryRules.categoryId, input.categoryId) : undefined,
          input.filter
            ? or(nameContains(salaryRules, input.filter), ilike(salaryRules.code, containing(input.filter)))
            : undefined,
        );
        const order = sortingOrder(input.sorting, sortable, {
          fallback: [asc(localName(salaryRules)), asc(salaryRules.id)],
          tieBreaker: salaryRules.id,
        });
        const result = await page(input, {
          total: () => listTotal(tx, salaryRules, where),
          // Deferred join: the page's ids (over the category too, which the order may name), then its rows.
          rows: (limit, offset) =>
            select(tx)
              .where(
                inArray(
                  salaryRules.id,
                  tx
                    .select({ id: salaryRules.id })
                    .from(salaryRules)
                    .innerJoin(salaryRuleCategories, eq(salaryRuleCategories.id, salaryRules.categoryId))
                    .where(where)
                    .orderBy(...order)
                    .limit(limit)
                    .offset(offset),
                ),
              )
              .orderBy(...order),
        });
        const names = await accountNames(
          ctx,
          result.items.map((i) => i.row),
        );
        return { ...result, items: result.items.map((i) => toDto(i, ctx.language, names)) };
      });
    },

    async get(ctx: RequestContext, id: string): Promise<SalaryRuleDto> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, (tx) => getIn(ctx, tx, tenantId, id));
    },

    async create(ctx: RequestContext, input: CreateSalaryRule): Promise<string> {
      const tenantId = tenantOf(ctx);
      const values = ruleColumns(input, ctx.language);
      assertFormulas(values);
      return withUniqueErrors(uniqueCode(values.code), () =>
        db.transaction(ctx, async (tx) => {
          await assertCategory(tx, tenantId, values);
          await assertAccounts(deps.accounts, ctx, values);
          const [row] = await tx
            .insert(salaryRules)
            .values({ tenantId, ...values, creatorId: ctx.userId })
            .returning({ id: salaryRules.id });
          return row!.id;
        }),
      );
    },

    async update(ctx: RequestContext, id: string, input: UpdateSalaryRule) {
      const tenantId = tenantOf(ctx);
      const values = ruleColumns(input, ctx.language);
      assertFormulas(values);
      return withUniqueErrors(uniqueCode(values.code), () =>
        db.transaction(ctx, async (tx) => {
          const current = await lockedOr404(tx, salaryRules, byId(tenantId, id));
          // Accounts left out of the update (a client of before issue 43): unchanged.
          if (input.debitAccountId === undefined && input.creditAccountId === undefined) {
            values.debitAccountId = current.debitAccountId;
            values.creditAccountId = current.creditAccountId;
          }
          await assertCategory(tx, tenantId, values);
          if (
            values.debitAccountId !== current.debitAccountId ||
            values.creditAccountId !== current.creditAccountId
          )
            await assertAccounts(deps.accounts, ctx, values);
          await updateStamped(tx, salaryRules, {
            where: byId(tenantId, id),
            stamp: input.concurrencyStamp,
            set: values,
            ctx,
          });
          await deps.onRuleChanged(ctx, tx, id);
          return getIn(ctx, tx, tenantId, id);
        }),
      );
    },

    /**
     * Refused while a live structure uses the rule. The rule is locked first: a structure saved with it
     * holds a share lock on it (`lockForUse`), so either that save is counted here or it finds it gone.
     */
    async delete(ctx: RequestContext, id: string): Promise<void> {
      const tenantId = tenantOf(ctx);
      await db.transaction(ctx, async (tx) => {
        const rule = await lockedOr404(tx, salaryRules, byId(tenantId, id));
        const users = await tx
          .select({ name: localName(salaryStructures) })
          .from(salaryStructureRules)
          .innerJoin(salaryStructures, eq(salaryStructures.id, salaryStructureRules.structureId))
          .where(
            tenantRows(salaryStructureRules, tenantId, [
              eq(salaryStructureRules.ruleId, id),
              not(salaryStructures.isDeleted),
            ]),
          )
          .orderBy(asc(localName(salaryStructures)));
        if (users.length)
          throw new AppError('SalaryRule:InUse', {
            name: nameIn(rule, ctx.language),
            structures: users.map((u) => u.name).join(', '),
          });
        await softDelete(tx, salaryRules, byId(tenantId, id), ctx);
      });
    },

    /**
     * The live rules of the caller's tenant among `ids`, with their categories, share-locked until the
     * caller's transaction ends (a structure saved with them cannot lose one to a delete or a change).
     */
    async lockForUse(tx: Tx, tenantId: string, ids: readonly string[]): Promise<RuleRow[]> {
      if (!ids.length) return [];
      return select(tx)
        .where(and(rulesOf(tenantId), inArray(salaryRules.id, [...ids])))
        .for('share', { of: salaryRules });
    },

    /** The live rules of the tenant with these codes, or in the categories with these codes. */
    async byCodes(
      tx: Tx,
      tenantId: string,
      codes: { rules: string[]; categories: string[] },
    ): Promise<RuleRow[]> {
      if (!codes.rules.length && !codes.categories.length) return [];
      return select(tx).where(
        and(
          rulesOf(tenantId),
          or(
            codes.rules.length ? inArray(salaryRules.normalizedCode, codes.rules.map(normalized)) : undefined,
            codes.categories.length
              ? inArray(salaryRuleCategories.normalizedCode, codes.categories.map(normalized))
              : undefined,
          ),
        ),
      );
    },
  };
}
export type SalaryRuleService = ReturnType<typeof createSalaryRuleService>;
