import { Dec } from './formula/values.ts';

/**
 * A stored amount (numeric(18,3), three places hold every currency's) with the currency's places, half
 * away from zero; null (a sum of nothing) is 0. Payslips, runs and their files all answer amounts so.
 */
export const storedAmount = (value: string | null, places: number): string =>
  new Dec(value ?? '0').toFixed(places, Dec.ROUND_HALF_UP);
