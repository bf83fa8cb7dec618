import type { BankFileContent } from './bank-file.collect.ts';

/** The employer's WPS registration: its 13-digit establishment id and its bank's 9-digit routing code. */
export interface WpsEmployer {
  employerId: string;
  routingCode: string;
}

/** Days from start to end, both included. */
const daysIn = (start: string, end: string) =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;

/** A field of the comma-separated file: no commas, quotes nor line breaks, ASCII only. */
const field = (value: string, max: number) =>
  value
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]|[,"]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);

/**
 * The UAE Wages Protection System's Salary Information File (the Central Bank's format, UAEWPS): one EDR line
 * per employee paid (EDR, the 14-digit personal number, the routing code of the employee's bank, the IBAN,
 * the pay period's start and end, the days in it, the fixed income, the variable income, the days of
 * unpaid leave), then one SCR line (SCR, the employer's 13-digit establishment id, its bank's routing code,
 * the file's creation date and time HHMM, the salary month MMYYYY, the number of EDR lines, the total,
 * AED, the employer's reference). Comma-separated ASCII, lines ended by CR LF. The whole net is the fixed
 * income (the product does not split rules into fixed and variable pay), so no EVP line is needed.
 */
export function sifText(
  content: BankFileContent,
  employer: WpsEmployer,
  options: { createdDate: string; createdTime: string },
): string {
  const { run, transfers } = content;
  const lines = transfers.map((t) =>
    [
      'EDR',
      t.wpsPersonId ?? '',
      t.wpsRoutingCode ?? '',
      t.iban,
      t.startDate,
      t.endDate,
      String(daysIn(t.startDate, t.endDate)),
      t.net,
      (0).toFixed(run.places),
      String(t.unpaidLeaveDays),
    ].join(','),
  );
  const [year, month] = run.endDate.split('-');
  lines.push(
    [
      'SCR',
      employer.employerId,
      employer.routingCode,
      options.createdDate,
      options.createdTime,
      `${month}${year}`,
      String(transfers.length),
      content.controlSum,
      'AED',
      field(run.name, 35),
    ].join(','),
  );
  return `${lines.join('\r\n')}\r\n`;
}
