import {
  addYears,
  type CreateExchangeRate,
  type ExchangeRateDto,
  exchangeRateYearsBack,
  type GetExchangeRates,
  type PagedResult,
  type UpdateExchangeRate,
} from '@hr/contracts';
import { and, count, desc, eq, gte, lte, ne } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { auditFields } from '../../platform/db/columns.ts';
import { pageOfTable, updateStamped, withUniqueErrors } from '../../platform/db/crud.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { sortingOrder } from '../../platform/db/sorting.ts';
import { AppError, invalidField } from '../../platform/errors.ts';
import { dateIn } from '../../platform/tenant-date.ts';
import type { CurrencyService } from './currency.service.ts';
import { exchangeRates } from './finance.tables.ts';

type RateRow = typeof exchangeRates.$inferSelect;

export interface ExchangeRateDeps {
  currencies: Pick<CurrencyService, 'find' | 'baseCodeOf' | 'lockBase'>;
  timeZoneOf(ctx: Pick<RequestContext, 'tenantId'>): Promise<string>;
}

const toDto = (row: RateRow): ExchangeRateDto => ({
  id: row.id,
  date: row.date,
  rate: row.rate,
  currencyCode: row.currencyCode,
  ...auditFields(row),
  concurrencyStamp: row.concurrencyStamp,
});

const sortable: Record<string, AnyPgColumn> = {
  date: exchangeRates.date,
  rate: exchangeRates.rate,
  currencycode: exchangeRates.currencyCode,
};
const orderBy = (sorting: string | undefined) =>
  sortingOrder(sorting, sortable, {
    fallback: [desc(exchangeRates.date), desc(exchangeRates.id)],
    tieBreaker: exchangeRates.id,
  });

const notFound = () => new AppError('Finance:ExchangeRateNotFound');

/**
 * Exchange rates against the tenant's base currency (document 3 §7): one unit of the currency is worth
 * `rate` units of the base currency from `date` on, until the next rate. One rate per currency and date,
 * none for the base currency itself, none dated after the tenant's today nor more than ten years before it
 * (`exchangeRateYearsBack`; an update that keeps its date is not held to it, so an old rate can be corrected).
 */
export function createExchangeRateService(db: Database, deps: ExchangeRateDeps) {
  const ofTenant = (tenantId: string) => eq(exchangeRates.tenantId, tenantId);
  const byId = (tenantId: string, id: string) => and(ofTenant(tenantId), eq(exchangeRates.id, id));
  const todayOf = async (ctx: RequestContext) => dateIn(await deps.timeZoneOf(ctx), ctx.now());
  const duplicate = (input: CreateExchangeRate) => () =>
    new AppError('Finance:DuplicateExchangeRate', { code: input.currencyCode, date: input.date });

  async function one(tx: Tx, tenantId: string, id: string): Promise<RateRow> {
    const [row] = await tx.select().from(exchangeRates).where(byId(tenantId, id));
    if (!row) throw notFound();
    return row;
  }

  /** The rules of a create and an update; `current` is the rate being updated. */
  async function check(
    ctx: RequestContext,
    tx: Tx,
    input: CreateExchangeRate,
    today: string,
    current?: RateRow,
  ) {
    if (input.date > today) throw new AppError('Finance:DateInFuture', { today });
    const earliest = addYears(today, -exchangeRateYearsBack);
    if (input.date < earliest && input.date !== current?.date)
      throw invalidField(['date'], 'Finance:RateDateTooOld', { years: exchangeRateYearsBack, earliest });
    const id = current?.id;
    await deps.currencies.find(tx, input.currencyCode);
    // The base held until commit: a change of base waits for this rate (and then counts it), or came first.
    if (input.currencyCode === (await deps.currencies.lockBase(ctx, tx)))
      throw new AppError('Finance:RateForBaseCurrency', { code: input.currencyCode });
    const [same] = await tx
      .select({ id: exchangeRates.id })
      .from(exchangeRates)
      .where(
        and(
          ofTenant(tenantOf(ctx)),
          eq(exchangeRates.currencyCode, input.currencyCode),
          eq(exchangeRates.date, input.date),
          id ? ne(exchangeRates.id, id) : undefined,
        ),
      );
    if (same) throw duplicate(input)();
  }

  return {
    async list(ctx: RequestContext, input: GetExchangeRates): Promise<PagedResult<ExchangeRateDto>> {
      const tenantId = tenantOf(ctx);
      const where = and(
        ofTenant(tenantId),
        input.currencyCode ? eq(exchangeRates.currencyCode, input.currencyCode) : undefined,
        input.fromDate ? gte(exchangeRates.date, input.fromDate) : undefined,
        input.toDate ? lte(exchangeRates.date, input.toDate) : undefined,
      );
      return db.transaction(ctx, (tx) =>
        pageOfTable(tx, exchangeRates, input, { where, order: orderBy(input.sorting), map: toDto }),
      );
    },

    async get(ctx: RequestContext, id: string): Promise<ExchangeRateDto> {
      return db.transaction(ctx, async (tx) => toDto(await one(tx, tenantOf(ctx), id)));
    },

    async create(ctx: RequestContext, input: CreateExchangeRate): Promise<ExchangeRateDto> {
      const tenantId = tenantOf(ctx);
      const today = await todayOf(ctx);
      return db.transaction(ctx, async (tx) => {
        await check(ctx, tx, input, today);
        const [row] = await withUniqueErrors({ exchange_rates_tenant_currency_date: duplicate(input) }, () =>
          tx
            .insert(exchangeRates)
            .values({
              tenantId,
              currencyCode: input.currencyCode,
              date: input.date,
              rate: input.rate,
              creatorId: ctx.userId,
              creationTime: ctx.now(),
            })
            .returning(),
        );
        return toDto(row!);
      });
    },

    async update(ctx: RequestContext, id: string, input: UpdateExchangeRate): Promise<ExchangeRateDto> {
      const tenantId = tenantOf(ctx);
      const today = await todayOf(ctx);
      return db.transaction(ctx, async (tx) => {
        await check(ctx, tx, input, today, await one(tx, tenantId, id));
        await withUniqueErrors({ exchange_rates_tenant_currency_date: duplicate(input) }, () =>
          updateStamped(tx, exchangeRates, {
            where: byId(tenantId, id),
            stamp: input.concurrencyStamp,
            set: { currencyCode: input.currencyCode, date: input.date, rate: input.rate },
            ctx,
          }),
        );
        return toDto(await one(tx, tenantId, id));
      });
    },

    async delete(ctx: RequestContext, id: string): Promise<void> {
      const tenantId = tenantOf(ctx);
      await db.transaction(ctx, async (tx) => {
        const deleted = await tx
          .delete(exchangeRates)
          .where(byId(tenantId, id))
          .returning({ id: exchangeRates.id });
        if (!deleted.length) throw notFound();
      });
    },

    /**
     * The rate in force on a date: the latest on or before it, as decimal text with 6 decimals ("1.000000"
     * for the base currency); Finance:NoExchangeRate when the currency has none by then.
     */
    async rateOn(ctx: Pick<RequestContext, 'tenantId'>, code: string, date: string): Promise<string> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        if (code === (await deps.currencies.baseCodeOf(ctx))) return '1.000000';
        const [row] = await tx
          .select({ rate: exchangeRates.rate })
          .from(exchangeRates)
          .where(and(ofTenant(tenantId), eq(exchangeRates.currencyCode, code), lte(exchangeRates.date, date)))
          .orderBy(desc(exchangeRates.date))
          .limit(1);
        if (!row) throw new AppError('Finance:NoExchangeRate', { code, date });
        return row.rate;
      });
    },

    /** How many rates the tenant has (the base currency cannot change while any exists). */
    async count(ctx: Pick<RequestContext, 'tenantId'>): Promise<number> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const [row] = await tx.select({ n: count() }).from(exchangeRates).where(ofTenant(tenantId));
        return row?.n ?? 0;
      });
    },
  };
}
export type ExchangeRateService = ReturnType<typeof createExchangeRateService>;
