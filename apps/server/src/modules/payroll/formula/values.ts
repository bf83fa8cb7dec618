import { formulaLimits } from '@hr/contracts';
import Decimal from 'decimal.js';

/**
 * The values a formula computes with. Numbers are decimal.js decimals of 34 significant digits (as
 * IEEE decimal128), rounded half away from zero; a result of 1e15 or more in either sign is an overflow,
 * a division by zero is refused: both are `FormulaFault`s, which the structure turns into
 * `Payroll:FormulaEvaluationFailed` naming the rule.
 */
export const Dec = Decimal.clone({
  precision: 34,
  rounding: Decimal.ROUND_HALF_UP,
  toExpNeg: -40,
  toExpPos: 40,
});
export type Dec = Decimal;

export const ZERO = new Dec(0);
const maxExponent = new Dec(formulaLimits.maxMagnitude).e;

/** A failure while a formula runs, explained in both languages. */
export class FormulaFault extends Error {
  constructor(
    readonly reason: string,
    readonly reasonAr: string,
  ) {
    super(reason);
    this.name = 'FormulaFault';
  }
}

export const overflow = () =>
  new FormulaFault(
    'a result reached 1,000,000,000,000,000 or more (overflow)',
    'بلغت إحدى النتائج 1,000,000,000,000,000 أو أكثر (تجاوز للحد)',
  );
export const divisionByZero = () => new FormulaFault('division by zero', 'قسمة على صفر');

/** The decimal itself, or an overflow fault when it is too large to be an amount. */
export function bounded(d: Dec): Dec {
  if (d.e >= maxExponent || !d.isFinite()) throw overflow();
  return d;
}

export function divide(a: Dec, b: Dec): Dec {
  if (b.isZero()) throw divisionByZero();
  return bounded(a.div(b));
}

export function remainder(a: Dec, b: Dec): Dec {
  if (b.isZero()) throw divisionByZero();
  return a.mod(b);
}

/**
 * The amount as stored: rounded to `places` half away from zero (skipped when it has no more places
 * already, as most amounts do), never -0.
 */
export function roundAmount(d: Dec, places: number): Dec {
  const rounded = d.decimalPlaces() > places ? d.toDecimalPlaces(places, Dec.ROUND_HALF_UP) : d;
  return rounded.isZero() ? ZERO : rounded;
}

/** A stored amount as text with exactly `places` decimals ("1500.00"), as `toFixed` but without rounding again. */
export function amountText(d: Dec, places: number): string {
  const text = d.toString(); // plain notation: toExpPos and toExpNeg keep amounts out of exponent notation
  if (places === 0) return text;
  const dot = text.indexOf('.');
  if (dot < 0) return `${text}.${'0'.repeat(places)}`;
  return text + '0'.repeat(places - (text.length - dot - 1));
}

/** A calendar day (no time, no zone) as a formula sees PERIOD_START, CONTRACT_START and date("..."). */
export class CalendarDay {
  constructor(readonly epochDay: number) {}
  /** The UTC date of the day, for its year, month and day of month. */
  get date(): Date {
    return new Date(this.epochDay * 86_400_000);
  }
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days already read: a payroll run reads the same few dates (its period, contract starts) again and again. */
const knownDays = new Map<string, CalendarDay | null>();

/** `yyyy-MM-dd` as a calendar day, or null when it is no such date (2025-02-30, 25-1-1, ...). */
export function parseDay(text: string): CalendarDay | null {
  let day = knownDays.get(text);
  if (day === undefined) {
    day = readDay(text);
    if (knownDays.size < 10_000) knownDays.set(text, day);
  }
  return day;
}

function readDay(text: string): CalendarDay | null {
  const m = isoDate.exec(text);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const date = new Date(ms);
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return new CalendarDay(ms / 86_400_000);
}

/** Amounts already read: most inputs repeat across employees ("0", "22", "176", the same salaries). */
const knownAmounts = new Map<string | number, Dec | null>();

/** A decimal string or number given to a formula as an input, or null when it is not a number. */
export function parseAmount(value: string | number): Dec | null {
  let amount = knownAmounts.get(value);
  if (amount === undefined) {
    amount = readAmount(value);
    if (knownAmounts.size < 10_000) knownAmounts.set(value, amount);
  }
  return amount;
}

function readAmount(value: string | number): Dec | null {
  if (typeof value === 'number' ? !Number.isFinite(value) : !/^-?\d{1,16}(\.\d{1,10})?$/.test(value.trim()))
    return null;
  const d = new Dec(typeof value === 'number' ? String(value) : value.trim());
  return d.e >= maxExponent ? null : d;
}
