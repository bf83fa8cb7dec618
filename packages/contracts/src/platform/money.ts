import { z } from 'zod';
import { asciiDigits } from './text.ts';

/**
 * A decimal number carried as text, as PostgreSQL numeric(p, s) holds it: at least 0, at most `integer`
 * integer digits and `scale` decimals. Sent either as a decimal string ("1500.50", the exact form) or as a
 * JSON number; never passed through a float on the server. Arabic-Indic digits of the text are taken as
 * ASCII ones. `positive` refuses zero; `message` is the error code shown when the text is not such a number.
 */
export function decimalString(options: {
  integer: number;
  scale: number;
  positive?: boolean;
  message: string;
}) {
  const pattern = new RegExp(`^\\d{1,${options.integer}}(\\.\\d{1,${options.scale}})?$`);
  const text = z
    .union([z.string(), z.number()])
    .transform((v) => (typeof v === 'number' ? String(v) : asciiDigits(v.trim())))
    .pipe(z.string().regex(pattern, options.message));
  return options.positive ? text.refine((v) => /[1-9]/.test(v), options.message) : text;
}

/**
 * An amount of money as PostgreSQL numeric(18,2) holds it: at least 0, at most 16 integer digits and 2
 * decimals; always answered as a string with 2 decimals, so no amount ever passes through a float.
 */
export const moneyAmount = decimalString({ integer: 16, scale: 2, message: 'Platform:InvalidAmount' });

/** An amount in an answer: the decimal string the database gives ("1500.00"). */
export const moneyDto = z.string();
