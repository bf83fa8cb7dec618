import {
  type CreateFinancialAccount,
  type FinancialAccountDto,
  financialAccountEndpoints,
  type GetFinancialAccounts,
  type PagedResult,
  type UpdateFinancialAccount,
} from '@hr/contracts';
import { asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { auditFields } from '../../platform/db/columns.ts';
import { modified, page, updateStamped, withUniqueErrors } from '../../platform/db/crud.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { containing } from '../../platform/db/search.ts';
import { sortColumns, sortingOrder } from '../../platform/db/sorting.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import { AppError } from '../../platform/errors.ts';
import { type AccountTypeService, accountTypeDisplayName } from './account-type.service.ts';
import type { CurrencyService } from './currency.service.ts';
import { currencyTexts } from './currency.service.ts';
import { accountTypes, currencies, financialAccounts } from './finance.tables.ts';

type AccountRow = typeof financialAccounts.$inferSelect;
type Joined = {
  account: AccountRow;
  type: typeof accountTypes.$inferSelect;
  currency: typeof currencies.$inferSelect;
};

export interface FinancialAccountDeps {
  accountTypes: Pick<AccountTypeService, 'find'>;
  currencies: Pick<CurrencyService, 'lockActive'>;
}

const notFound = () => new AppError('Finance:AccountNotFound');

/** The list's sort columns: the type by its name in the reader's language. */
const sortBy = (typeName: AnyPgColumn) =>
  sortColumns(financialAccountEndpoints.list, {
    code: financialAccounts.code,
    name: financialAccounts.name,
    typeName,
  });
const sortable = { en: sortBy(accountTypes.displayNameEn), ar: sortBy(accountTypes.displayNameAr) };

/**
 * Financial accounts (document 3 §2.8, §7): an account of a type of the chart, its code the type's prefix
 * followed by at least one more digit, unique in the tenant; in an active currency; deprecated rather than
 * deleted.
 */
export function createFinancialAccountService(db: Database, deps: FinancialAccountDeps) {
  const byId = (tenantId: string, id: string) =>
    tenantRows(financialAccounts, tenantId, [eq(financialAccounts.id, id)]);

  const toDto = (r: Joined, ctx: RequestContext): FinancialAccountDto => ({
    id: r.account.id,
    typeName: r.account.typeName,
    typeDisplayName: accountTypeDisplayName(r.type, ctx.language),
    categoryCode: r.type.categoryCode,
    code: r.account.code,
    codePrefix: r.type.codePrefix,
    name: r.account.name,
    currencyCode: r.account.currencyCode,
    currencyUnitLabel: currencyTexts(r.currency, ctx.language).unitLabel,
    cashFlowType: r.account.cashFlowType as FinancialAccountDto['cashFlowType'],
    isDeprecated: r.account.isDeprecated,
    ...auditFields(r.account),
    concurrencyStamp: r.account.concurrencyStamp,
  });

  const joined = (tx: Tx) =>
    tx
      .select({ account: financialAccounts, type: accountTypes, currency: currencies })
      .from(financialAccounts)
      .innerJoin(accountTypes, eq(accountTypes.name, financialAccounts.typeName))
      .innerJoin(currencies, eq(currencies.code, financialAccounts.currencyCode));

  async function one(ctx: RequestContext, tx: Tx, id: string): Promise<FinancialAccountDto> {
    const [row] = await joined(tx).where(byId(tenantOf(ctx), id));
    if (!row) throw notFound();
    return toDto(row, ctx);
  }

  const duplicate = (code: string) => () => new AppError('Finance:DuplicateAccountCode', { code });

  /** The type and the code's prefix (the code's uniqueness is the unique index's). */
  async function checkCode(tx: Tx, input: CreateFinancialAccount) {
    const type = await deps.accountTypes.find(tx, input.typeName);
    if (!input.code.startsWith(type.codePrefix) || input.code.length <= type.codePrefix.length)
      throw new AppError('Finance:AccountCodePrefix', { prefix: type.codePrefix });
  }

  /** The currency must be active (its switch share-locked until commit, so a disable cannot slip past). */
  async function checkCurrency(ctx: RequestContext, tx: Tx, code: string) {
    if (!(await deps.currencies.lockActive(ctx, tx, code)))
      throw new AppError('Finance:CurrencyNotActive', { code });
  }

  return {
    async list(ctx: RequestContext, input: GetFinancialAccounts): Promise<PagedResult<FinancialAccountDto>> {
      const tenantId = tenantOf(ctx);
      const type = input.typeName ? containing(input.typeName) : undefined;
      const name = input.name ? containing(input.name) : undefined;
      const where = tenantRows(financialAccounts, tenantId, [
        type
          ? or(
              ilike(financialAccounts.typeName, type),
              ilike(accountTypes.displayNameEn, type),
              ilike(accountTypes.displayNameAr, type),
            )
          : undefined,
        name ? or(ilike(financialAccounts.name, name), ilike(financialAccounts.code, name)) : undefined,
      ]);
      const order = sortingOrder(input.sorting, sortable[ctx.language], {
        fallback: [asc(financialAccounts.code), asc(financialAccounts.id)],
        tieBreaker: financialAccounts.id,
      });
      return db.transaction(ctx, async (tx) => {
        const result = await page(input, {
          total: async () => {
            const [row] = await tx
              .select({ n: count() })
              .from(financialAccounts)
              .innerJoin(accountTypes, eq(accountTypes.name, financialAccounts.typeName))
              .where(where);
            return row?.n ?? 0;
          },
          rows: (limit, offset) =>
            joined(tx)
              .where(where)
              .orderBy(...order)
              .limit(limit)
              .offset(offset),
        });
        return { ...result, items: result.items.map((r) => toDto(r, ctx)) };
      });
    },

    async get(ctx: RequestContext, id: string): Promise<FinancialAccountDto> {
      return db.transaction(ctx, (tx) => one(ctx, tx, id));
    },

    async create(ctx: RequestContext, input: CreateFinancialAccount): Promise<FinancialAccountDto> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        await checkCode(tx, input);
        await checkCurrency(ctx, tx, input.currencyCode);
        const [row] = await withUniqueErrors({ financial_accounts_tenant_code: duplicate(input.code) }, () =>
          tx
            .insert(financialAccounts)
            .values({
              tenantId,
              typeName: input.typeName,
              code: input.code,
              name: input.name,
              currencyCode: input.currencyCode,
              cashFlowType: input.cashFlowType,
              creatorId: ctx.userId,
              creationTime: ctx.now(),
            })
            .returning({ id: financialAccounts.id }),
        );
        return one(ctx, tx, row!.id);
      });
    },

    /**
     * The same rules as the create, except that an unchanged currency need not be active any more (it may
     * have been disabled after the account was deprecated).
     */
    async update(
      ctx: RequestContext,
      id: string,
      input: UpdateFinancialAccount,
    ): Promise<FinancialAccountDto> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const [current] = await tx.select().from(financialAccounts).where(byId(tenantId, id));
        if (!current) throw notFound();
        await checkCode(tx, input);
        if (input.currencyCode !== current.currencyCode) await checkCurrency(ctx, tx, input.currencyCode);
        await withUniqueErrors({ financial_accounts_tenant_code: duplicate(input.code) }, () =>
          updateStamped(tx, financialAccounts, {
            where: byId(tenantId, id),
            stamp: input.concurrencyStamp,
            set: {
              typeName: input.typeName,
              code: input.code,
              name: input.name,
              currencyCode: input.currencyCode,
              cashFlowType: input.cashFlowType,
            },
            ctx,
          }),
        );
        return one(ctx, tx, id);
      });
    },

    /** The ids of the tenant's accounts with these codes (the demo's salary rules name them by code). */
    async idsByCodes(ctx: RequestContext, codes: readonly string[]): Promise<Map<string, string>> {
      const tenantId = tenantOf(ctx);
      if (!codes.length) return new Map();
      const rows = await db.transaction(ctx, (tx) =>
        tx
          .select({ id: financialAccounts.id, code: financialAccounts.code })
          .from(financialAccounts)
          .where(tenantRows(financialAccounts, tenantId, [inArray(financialAccounts.code, [...codes])])),
      );
      return new Map(rows.map((r) => [r.code, r.id]));
    },

    /**
     * The tenant's accounts among `ids` with their type's category, share-locked until the caller's
     * transaction ends (for a salary rule naming them, issue 43). Unknown ids are left out.
     */
    async forPosting(ctx: RequestContext, ids: readonly string[]) {
      const tenantId = tenantOf(ctx);
      if (!ids.length) return [];
      return db.transaction(ctx, (tx) =>
        tx
          .select({
            id: financialAccounts.id,
            code: financialAccounts.code,
            name: financialAccounts.name,
            typeName: financialAccounts.typeName,
            categoryCode: accountTypes.categoryCode,
            isDeprecated: financialAccounts.isDeprecated,
          })
          .from(financialAccounts)
          .innerJoin(accountTypes, eq(accountTypes.name, financialAccounts.typeName))
          .where(tenantRows(financialAccounts, tenantId, [inArray(financialAccounts.id, [...ids])]))
          .for('share', { of: financialAccounts }),
      );
    },

    /**
     * Deprecates an account, or brings a deprecated one back: only while its currency is active (an account
     * in use keeps its currency from being disabled).
     */
    async changeDeprecation(ctx: RequestContext, id: string): Promise<FinancialAccountDto> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const [current] = await tx.select().from(financialAccounts).where(byId(tenantId, id)).for('update');
        if (!current) throw notFound();
        if (current.isDeprecated) await checkCurrency(ctx, tx, current.currencyCode);
        await tx
          .update(financialAccounts)
          .set({ isDeprecated: !current.isDeprecated, ...modified(ctx) })
          .where(byId(tenantId, id));
        return one(ctx, tx, id);
      });
    },
  };
}
export type FinancialAccountService = ReturnType<typeof createFinancialAccountService>;
