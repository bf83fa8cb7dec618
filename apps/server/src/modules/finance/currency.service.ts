import {
  type CurrencyDto,
  currencyEndpoints,
  type GetCurrencies,
  type LanguageCode,
  type PagedResult,
} from '@hr/contracts';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { modified, page } from '../../platform/db/crud.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { containing } from '../../platform/db/search.ts';
import { sortColumns, sortingOrder } from '../../platform/db/sorting.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import { AppError } from '../../platform/errors.ts';
import { currencies, exchangeRates, financialAccounts, tenantCurrencies } from './finance.tables.ts';

type CurrencyRow = typeof currencies.$inferSelect;

/** The list's sort columns: the full name in the reader's language. */
const sortBy = (fullName: AnyPgColumn) =>
  sortColumns(currencyEndpoints.list, { fullName, code: currencies.code });
const sortable = { en: sortBy(currencies.nameEn), ar: sortBy(currencies.nameAr) };

export interface CurrencyDeps {
  /** The tenant's setting Finance.BaseCurrency (readable inside the tenant's transaction). */
  baseCodeOf(ctx: Pick<RequestContext, 'tenantId'>): Promise<string>;
  /** Saves the setting (joining the tenant's transaction when there is one). */
  saveBaseCode(ctx: Pick<RequestContext, 'tenantId'>, code: string): Promise<void>;
}

/** A currency's names and labels in the reader's language. */
export function currencyTexts(row: CurrencyRow, language: LanguageCode) {
  const ar = language === 'ar';
  return {
    fullName: ar ? row.nameAr : row.nameEn,
    symbol: ar ? row.symbolAr : row.symbolEn,
    unitLabel: ar ? row.unitLabelAr : row.unitLabelEn,
    subUnitLabel: ar ? row.subUnitLabelAr : row.subUnitLabelEn,
  };
}

function toDto(row: CurrencyRow, isActive: boolean, base: string, language: LanguageCode): CurrencyDto {
  return {
    code: row.code,
    ...currencyTexts(row, language),
    isActive: isActive || row.code === base,
    decimalPlaces: row.decimalPlaces,
    isBaseCurrency: row.code === base,
  };
}

/**
 * The tenant's currencies (document 3 §2.8): the ISO 4217 reference list joined with the tenant's own
 * switches. A currency is active when the tenant switched it on or when it is the base currency (setting
 * Finance.BaseCurrency, USD by default), so a new tenant starts with every currency inactive but its own,
 * without a row written for it.
 */
export function createCurrencyService(db: Database, deps: CurrencyDeps) {
  const switchOf = (tenantId: string) =>
    tenantRows(tenantCurrencies, tenantId, [eq(tenantCurrencies.code, currencies.code)]);

  async function find(tx: Tx, code: string): Promise<CurrencyRow> {
    const [row] = await tx.select().from(currencies).where(eq(currencies.code, code));
    if (!row) throw new AppError('Finance:CurrencyNotFound', { code });
    return row;
  }

  /** The tenant's switch of a currency, locked (FOR SHARE or FOR UPDATE) so that it holds until commit. */
  async function switchRow(tx: Tx, tenantId: string, code: string, lock: 'share' | 'update') {
    const [row] = await tx
      .select({ isActive: tenantCurrencies.isActive })
      .from(tenantCurrencies)
      .where(tenantRows(tenantCurrencies, tenantId, [eq(tenantCurrencies.code, code)]))
      .for(lock);
    return row;
  }

  /**
   * The tenant's base currency held until the caller's transaction ends (a per-tenant advisory lock): shared
   * by the writes that rely on the base (a rate, a switch), exclusive for a change of base. A change waits
   * for the writes under way and they for it; a read of the base after the lock sees the committed one.
   */
  async function holdBase(tx: Tx, tenantId: string, mode: 'share' | 'change') {
    const key = `finance.base:${tenantId}`;
    await tx.execute(
      mode === 'share'
        ? sql`select pg_advisory_xact_lock_shared(hashtext(${key}))`
        : sql`select pg_advisory_xact_lock(hashtext(${key}))`,
    );
  }

  async function setActive(ctx: RequestContext, tx: Tx, code: string, isActive: boolean) {
    await tx
      .insert(tenantCurrencies)
      .values({ tenantId: tenantOf(ctx), code, isActive, creatorId: ctx.userId, creationTime: ctx.now() })
      .onConflictDoUpdate({
        target: [tenantCurrencies.tenantId, tenantCurrencies.code],
        set: { isActive, ...modified(ctx) },
      });
  }

  async function view(ctx: RequestContext, code: string): Promise<CurrencyDto> {
    const tenantId = tenantOf(ctx);
    return db.transaction(ctx, async (tx) => {
      const base = await deps.baseCodeOf(ctx);
      const row = await find(tx, code);
      const state = await tx
        .select({ isActive: tenantCurrencies.isActive })
        .from(tenantCurrencies)
        .where(tenantRows(tenantCurrencies, tenantId, [eq(tenantCurrencies.code, code)]));
      return toDto(row, state[0]?.isActive ?? false, base, ctx.language);
    });
  }

  return {
    async list(ctx: RequestContext, input: GetCurrencies): Promise<PagedResult<CurrencyDto>> {
      const tenantId = tenantOf(ctx);
      const name = ctx.language === 'ar' ? currencies.nameAr : currencies.nameEn;
      return db.transaction(ctx, async (tx) => {
        const base = await deps.baseCodeOf(ctx);
        const active = sql<boolean>`(coalesce(${tenantCurrencies.isActive}, false) or ${currencies.code} = ${base})`;
        const search = input.name ? containing(input.name) : undefined;
        const where: SQL | undefined = and(
          search
            ? or(
                ilike(currencies.code, search),
                ilike(currencies.nameEn, search),
                ilike(currencies.nameAr, search),
              )
            : undefined,
          input.isActive === undefined ? undefined : input.isActive ? active : sql`not ${active}`,
        );
        const order = sortingOrder(input.sorting, sortable[ctx.language], {
          fallback: [desc(active), asc(name), asc(currencies.code)],
          tieBreaker: currencies.code,
        });
        const result = await page(input, {
          total: async () => {
            const [row] = await tx
              .select({ n: count() })
              .from(currencies)
              .leftJoin(tenantCurrencies, switchOf(tenantId))
              .where(where);
            return row?.n ?? 0;
          },
          rows: (limit, offset) =>
            tx
              .select({ currency: currencies, isActive: active })
              .from(currencies)
              .leftJoin(tenantCurrencies, switchOf(tenantId))
              .where(where)
              .orderBy(...order)
              .limit(limit)
              .offset(offset),
        });
        return {
          ...result,
          items: result.items.map((r) => toDto(r.currency, r.isActive, base, ctx.language)),
        };
      });
    },

    view,

    /**
     * Switches a currency on or off. Off is refused for the base currency and for a currency that
     * non-deprecated accounts use: the switch is written first (its row locked until commit), then the
     * accounts counted, so an account created at the same moment (which share-locks the switch) is either
     * counted or sees the currency off.
     */
    async changeActivation(ctx: RequestContext, code: string): Promise<CurrencyDto> {
      const tenantId = tenantOf(ctx);
      await db.transaction(ctx, async (tx) => {
        await find(tx, code);
        await holdBase(tx, tenantId, 'share');
        const base = await deps.baseCodeOf(ctx);
        const current = await switchRow(tx, tenantId, code, 'update');
        const isActive = code === base || (current?.isActive ?? false);
        if (!isActive) return setActive(ctx, tx, code, true);
        if (code === base) throw new AppError('Finance:BaseCurrencyCannotBeDisabled', { code });
        await setActive(ctx, tx, code, false);
        const [used] = await tx
          .select({ n: count() })
          .from(financialAccounts)
          .where(
            tenantRows(financialAccounts, tenantId, [
              eq(financialAccounts.currencyCode, code),
              eq(financialAccounts.isDeprecated, false),
            ]),
          );
        if ((used?.n ?? 0) > 0) throw new AppError('Finance:CurrencyInUse', { count: used?.n, code });
      });
      return view(ctx, code);
    },

    async base(ctx: RequestContext): Promise<CurrencyDto> {
      tenantOf(ctx);
      return view(ctx, await deps.baseCodeOf(ctx));
    },

    /**
     * Changes the tenant's own currency, only while it has no exchange rate (every rate is against the base).
     * The new base is switched on, and so is the old one (accounts may use it). One transaction, the base
     * held (exclusive) before the rates are counted: a rate written at the same moment holds it shared
     * before it reads the base, so either it committed first and is counted, or it waits and then sees
     * the new base.
     */
    async changeBase(ctx: RequestContext, code: string): Promise<CurrencyDto> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        await find(tx, code);
        await holdBase(tx, tenantId, 'change');
        const [rates] = await tx
          .select({ n: count() })
          .from(exchangeRates)
          .where(eq(exchangeRates.tenantId, tenantId));
        if ((rates?.n ?? 0) > 0) throw new AppError('Finance:BaseCurrencyHasRates', { count: rates?.n });
        const old = await deps.baseCodeOf(ctx);
        if (code !== old) {
          await deps.saveBaseCode(ctx, code);
          await setActive(ctx, tx, code, true);
          await setActive(ctx, tx, old, true);
        }
        return view(ctx, code);
      });
    },

    /** The base currency's code and decimal places (payroll computes payslips in it). */
    async baseOf(ctx: Pick<RequestContext, 'tenantId'>): Promise<{ code: string; decimalPlaces: number }> {
      const code = await deps.baseCodeOf(ctx);
      const row = await db.transaction(ctx, (tx) => find(tx, code));
      return { code, decimalPlaces: row.decimalPlaces };
    },

    /** The base currency's code (in the caller's transaction when there is one). */
    baseCodeOf: (ctx: Pick<RequestContext, 'tenantId'>) => deps.baseCodeOf(ctx),

    /**
     * The base currency's code for a write that relies on it (a rate), held (shared) until the caller's
     * transaction ends: a change of base waits for that transaction, or is seen by it.
     */
    async lockBase(ctx: Pick<RequestContext, 'tenantId'>, tx: Tx): Promise<string> {
      await holdBase(tx, tenantOf(ctx), 'share');
      return deps.baseCodeOf(ctx);
    },

    /**
     * Whether the currency is active for the tenant (404 Finance:CurrencyNotFound for an unknown code), its
     * switch share-locked until the caller's transaction commits: a disable waits for it, then counts.
     */
    async lockActive(ctx: Pick<RequestContext, 'tenantId'>, tx: Tx, code: string): Promise<boolean> {
      await find(tx, code);
      if (code === (await deps.baseCodeOf(ctx))) return true;
      return (await switchRow(tx, tenantOf(ctx), code, 'share'))?.isActive ?? false;
    },

    /** The reference row (404 Finance:CurrencyNotFound). */
    find,
  };
}
export type CurrencyService = ReturnType<typeof createCurrencyService>;
