import type { ReactNode } from 'react';
import { isRightToLeft } from '../app/language.ts';
import { type DateInput, formatDate, formatDateRange, formatMoney, type NumericInput } from './format.ts';
import { formatInstant } from './tenant-time.ts';
import { useTenantTimeZone } from './useTenantTimeZone.ts';

/**
 * The kinds of value every screen shows one way:
 * - `date`: a calendar date, yyyy/MM/dd;
 * - `dateRange`: two calendar dates, "yyyy/MM/dd – yyyy/MM/dd";
 * - `dateTime`: an instant on the tenant's wall clock, yyyy/MM/dd hh:mm a;
 * - `money`: an amount, `formatMoney` (with its currency's code when it has one).
 */
export type FormattedValueProps =
  | { kind: 'date'; value: DateInput }
  | { kind: 'dateRange'; value: readonly [from: DateInput, to: DateInput] }
  | { kind: 'dateTime'; value: string | Date | number | null | undefined }
  | { kind: 'money'; value: NumericInput; currency?: string | null; decimalPlaces?: number };

export type ValueKind = FormattedValueProps['kind'];

/** The text of a value of a kind ('' when there is none); an instant needs the tenant's zone. */
export function formattedText(props: FormattedValueProps, zone = 'UTC'): string {
  switch (props.kind) {
    case 'date':
      return formatDate(props.value);
    case 'dateRange':
      return props.value[0] || props.value[1] ? formatDateRange(props.value[0], props.value[1]) : '';
    case 'dateTime':
      return formatInstant(props.value, zone);
    case 'money':
      return formatMoney(props.value, { currency: props.currency, decimalPlaces: props.decimalPlaces });
  }
}

/**
 * A value's text kept whole, or '—'. Its direction is the language's, set on it: a container that sets
 * its own (antd's Statistic writes numbers left to right) does not turn an Arabic amount around.
 */
const shown = (text: string): ReactNode =>
  text ? (
    <span className="formatted-value" dir={isRightToLeft() ? 'rtl' : 'ltr'}>
      {text}
    </span>
  ) : (
    '—'
  );

/**
 * A date, a range of dates, an instant or an amount as every screen shows it, or '—' when there is none.
 * The text is kept whole (not broken over lines) and isolated from the text around it, and it takes the
 * page's direction: in Arabic a date-time reads date, time, ص/م from the right and a range starts on the
 * right, as the pickers write them; an amount's number comes first and its code after it (format.ts).
 */
export function FormattedValue(props: FormattedValueProps): ReactNode {
  return props.kind === 'dateTime' ? <Instant value={props.value} /> : shown(formattedText(props));
}

/** Only an instant reads the tenant's zone (the application configuration). */
function Instant({ value }: { value: string | Date | number | null | undefined }): ReactNode {
  const zone = useTenantTimeZone();
  return shown(formatInstant(value, zone));
}
