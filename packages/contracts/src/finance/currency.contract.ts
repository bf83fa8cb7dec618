import { z } from 'zod';
import { dateOnly } from '../platform/dates.ts';
import { decimalString } from '../platform/money.ts';
import { optionalBooleanFilter, pagedResult } from '../platform/paging.contract.ts';
import { entitySchemas, resourceCalls, resourceEndpoints } from '../platform/resource.ts';
import { listQuery } from '../platform/sorting.ts';
import { trimmedText } from '../platform/text.ts';
import { FinancePermissions } from './finance.permissions.ts';

/** An ISO 4217 code: three letters, upper-cased ("usd" is USD). */
export const currencyCode = trimmedText()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'Finance:InvalidCurrencyCode');

/**
 * A currency of the tenant's list: every ISO 4217 currency, seeded for each tenant (codes and decimal
 * places from the currency-codes package), switched on and off. Names and labels are answered in the
 * reader's language (English and Arabic are stored).
 */
export const currencyDto = z.object({
  code: z.string(),
  /** "US Dollar" / "دولار أمريكي". */
  fullName: z.string(),
  /** "$", "€", "ر.س". */
  symbol: z.string(),
  isActive: z.boolean(),
  /** Minor-unit digits from ISO 4217: 2 for USD, 3 for KWD, 0 for JPY (IQD 3, not Intl's 0). */
  decimalPlaces: z.number().int(),
  /** The main unit's name: "dollar" / "دولار", "riyal" / "ريال". */
  unitLabel: z.string(),
  /** The minor unit's name: "cent" / "سنت", "halala" / "هللة"; null for a currency without one. */
  subUnitLabel: z.string().nullable(),
  /** The tenant's own currency: exchange rates are against it, it cannot be disabled. */
  isBaseCurrency: z.boolean(),
});
export type CurrencyDto = z.infer<typeof currencyDto>;

/** GET list: paging, sorting (default: active first, then the name), the filters. */
export const getCurrenciesInput = listQuery(['fullName', 'code']).extend({
  /** Part of the full name (in English or Arabic) or of the code. */
  name: trimmedText().max(128).optional(),
  isActive: optionalBooleanFilter,
});
export type GetCurrenciesInput = z.input<typeof getCurrenciesInput>;
export type GetCurrencies = z.infer<typeof getCurrenciesInput>;

export const currencyCodeQuery = z.object({ code: currencyCode });

/** PUT base: the tenant's own currency (enabled with it); refused once exchange rates exist. */
export const changeBaseCurrencyInput = z.object({ code: currencyCode });
export type ChangeBaseCurrencyInput = z.input<typeof changeBaseCurrencyInput>;

/**
 * A rate against the base currency: one unit of the currency is worth `rate` units of the base currency
 * (USD base, SAR rate 0.266667). Greater than 0, at most 12 integer digits and 6 decimals (numeric(18,6)).
 */
export const exchangeRateValue = decimalString({
  integer: 12,
  scale: 6,
  positive: true,
  message: 'Finance:InvalidRate',
});

/**
 * How far back a rate may be dated, in years before the tenant's today: the books a rate converts are kept
 * about ten years (Saudi Arabia's and Egypt's commercial books laws say ten, the UAE's and the UK's five or
 * six), so an older date is a slip (1926 for 2026), and a slipped rate would be in force on every date up to
 * the next one instead of Finance:NoExchangeRate.
 */
export const exchangeRateYearsBack = 10;

/**
 * An exchange rate; its create (POST exchange-rate) and update (with the stamp) take the rate, the date (not
 * after the tenant's today, nor more than {@link exchangeRateYearsBack} years before it) and the currency.
 */
const rate = entitySchemas({
  dto: {
    date: z.string(),
    /** Decimal text with 6 decimals: "0.266667". */
    rate: z.string(),
    currencyCode: z.string(),
  },
  input: { rate: exchangeRateValue, date: dateOnly, currencyCode },
});
export const createExchangeRateInput = rate.create;
export type CreateExchangeRateInput = z.input<typeof createExchangeRateInput>;
export type CreateExchangeRate = z.infer<typeof createExchangeRateInput>;
export const updateExchangeRateInput = rate.update;
export type UpdateExchangeRateInput = z.input<typeof updateExchangeRateInput>;
export type UpdateExchangeRate = z.infer<typeof updateExchangeRateInput>;
export const exchangeRateDto = rate.dto;
export type ExchangeRateDto = z.infer<typeof exchangeRateDto>;

/** GET exchange-rate: paging, sorting (default the newest date first), the filters. */
export const getExchangeRatesInput = listQuery(['date', 'rate', 'currencyCode']).extend({
  currencyCode: currencyCode.optional(),
  fromDate: dateOnly.optional(),
  toDate: dateOnly.optional(),
});
export type GetExchangeRatesInput = z.input<typeof getExchangeRatesInput>;
export type GetExchangeRates = z.infer<typeof getExchangeRatesInput>;

const P = FinancePermissions.Currencies;
const currencyPath = '/api/app/currency';
const ratePath = '/api/app/exchange-rate';
const currencyCall = resourceCalls(currencyPath, 'Currency');

/** Document 3 §2.8 and §7 (currencies). There is no create or delete: the list is ISO 4217's. */
export const currencyEndpoints = {
  list: currencyCall('GET', '', P.Default, { query: getCurrenciesInput, response: pagedResult(currencyDto) }),
  view: currencyCall('GET', 'view', P.Default, { query: currencyCodeQuery, response: currencyDto }),
  /**
   * Switches a currency on or off and answers it. Disabling the base currency, or one that active
   * financial accounts use, is refused (422).
   */
  changeActivation: currencyCall('POST', 'change-activation', P.ChangeActivation, {
    query: currencyCodeQuery,
    response: currencyDto,
  }),
  /** Beyond the spec: the tenant's own currency (USD unless changed). */
  base: currencyCall('GET', 'base', P.Default, { response: currencyDto }),
  changeBase: currencyCall('PUT', 'base', P.ChangeBaseCurrency, {
    body: changeBaseCurrencyInput,
    response: currencyDto,
  }),
};

/**
 * Document 3 §7 (exchange rates): one rate per currency and date, never for the base currency; the create
 * answers the new rate.
 */
export const exchangeRateEndpoints = resourceEndpoints({
  path: ratePath,
  tag: 'ExchangeRate',
  policies: {
    Default: P.Default,
    Create: P.CreateExchangeRate,
    Update: P.UpdateExchangeRate,
    Delete: P.DeleteExchangeRate,
  },
  dto: exchangeRateDto,
  query: getExchangeRatesInput,
  create: createExchangeRateInput,
  update: updateExchangeRateInput,
  createResponse: exchangeRateDto,
});

/** The currency select of the account forms loads up to this many (document 3 §9). */
export const currencyPickerSize = 999;
