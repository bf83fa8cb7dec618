import { z } from 'zod';

/**
 * An amount of money as PostgreSQL numeric(18,2) holds it: at least 0, at most 16 integer digits and 2
 * decimals. Sent either as a decimal string ("1500.50", the exact form) or as a JSON number with at most
 * 2 decimals; always answered as a string with 2 decimals, so no amount ever passes through a float.
 */
export const moneyAmount = z
  .union([z.string(), z.number()])
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
  .pipe(z.string().regex(/^\d{1,16}(\.\d{1,2})?$/, 'Platform:InvalidAmount'));

/** An amount in an answer: the decimal string the database gives ("1500.00"). */
export const moneyDto = z.string();
