import { addYears, exchangeRateEndpoints, exchangeRateYearsBack } from '@hr/contracts';
import { and, count, desc, eq, gte, lte } from 'drizzle-orm';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { auditFields } from '../../platform/db/columns.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError, entityService } from '../../platform/db/entity-service.ts';
import { invalidField } from '../../platform/errors.ts';
import { tenantToday } from '../../platform/tenant-date.ts';
import type { CurrencyService } from './currency.service.ts';
import { exchangeRates } from './finance.tables.ts';

const t = exchangeRates;

export interface ExchangeRateDeps {
  currencies: Pick<CurrencyService, 'find' | 'baseCodeOf' | 'lockBase'>;
  timeZoneOf(ctx: Pick<RequestContext, 'tenantId'>): Promise<string>;
}

/**
 * Exchange rates against the tenant's base currency (document 3 §7): one unit of the currency is worth
 * `rate` units of the base currency from `date` on, until the next rate. One rate per currency and date (the
 * unique index), none for the base currency itself, none dated after the tenant's today nor more than ten
 * years before it (`exchangeRateYearsBack`; an update that keeps its date is not held to it, so an old rate
 * can be corrected). A rate holds the base (shared) from before it reads it until it commits: a change of
 * base waits for it and counts it, or came first and the rate sees the new base.
 */
export function createExchangeRateService(db: Database, deps: ExchangeRateDeps) {
  const entity = entityService(db, exchangeRateEndpoints, {
    table: t,
    toDto: (row) => ({
      id: row.id,
      date: row.date,
      rate: row.rate,
      currencyCode: row.currencyCode,
      ...auditFields(row),
      concurrencyStamp: row.concurrencyStamp,
    }),
    sort: { date: t.date, rate: t.rate, currencyCode: t.currencyCode },
    defaultOrder: [desc(t.date), desc(t.id)],
    filter: (input) =>
      and(
        input.currencyCode ? eq(t.currencyCode, input.currencyCode) : undefined,
        input.fromDate ? gte(t.date, input.fromDate) : undefined,
        input.toDate ? lte(t.date, input.toDate) : undefined,
      ),
    columns: (input) => ({ currencyCode: input.currencyCode, date: input.date, rate: input.rate }),
    unique: {
      exchange_rates_tenant_currency_date: (v) =>
        new AppError('Finance:DuplicateExchangeRate', { code: v.currencyCode, date: v.date }),
    },
    notFound: () => new AppError('Finance:ExchangeRateNotFound'),
    async validate(tx, ctx, values, current) {
      const date = values.date!;
      const code = values.currencyCode!;
      const today = await tenantToday(deps, ctx);
      if (date > today) throw new AppError('Finance:DateInFuture', { today });
      const earliest = addYears(today, -exchangeRateYearsBack);
      if (date < earliest && date !== current?.date)
        throw invalidField(['date'], 'Finance:RateDateTooOld', { years: exchangeRateYearsBack, earliest });
      await deps.currencies.find(tx, code);
      // The base held until commit: a change of base waits for this rate (and then counts it), or came first.
      if (code === (await deps.currencies.lockBase(ctx, tx)))
        throw new AppError('Finance:RateForBaseCurrency', { code });
    },
  });

  return {
    ...entity,

    /**
     * The rate in force on a date: the latest on or before it, as decimal text with 6 decimals ("1.000000"
     * for the base currency); Finance:NoExchangeRate when the currency has none by then.
     */
    async rateOn(ctx: Pick<RequestContext, 'tenantId'>, code: string, date: string): Promise<string> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        if (code === (await deps.currencies.baseCodeOf(ctx))) return '1.000000';
        const [row] = await tx
          .select({ rate: t.rate })
          .from(t)
          .where(and(entity.where(tenantId), eq(t.currencyCode, code), lte(t.date, date)))
          .orderBy(desc(t.date))
          .limit(1);
        if (!row) throw new AppError('Finance:NoExchangeRate', { code, date });
        return row.rate;
      });
    },

    /** How many rates the tenant has (the base currency cannot change while any exists). */
    async count(ctx: Pick<RequestContext, 'tenantId'>): Promise<number> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const [row] = await tx.select({ n: count() }).from(t).where(entity.where(tenantId));
        return row?.n ?? 0;
      });
    },
  };
}
export type ExchangeRateService = ReturnType<typeof createExchangeRateService>;
