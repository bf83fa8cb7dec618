import type { TableColumnType } from 'antd';
import { FormattedValue } from './FormattedValue.tsx';
import type { DateInput, NumericInput } from './format.ts';

/** What a column says of its value's kind instead of a render of its own. */
export interface ValueColumn<T> {
  /**
   * The cell shows its value (`dataIndex`) as this kind, one way on every screen (FormattedValue): `date`
   * yyyy/MM/dd, `dateTime` an instant on the tenant's wall clock, `money` an amount (end-aligned); '—' when
   * empty. The column's `render`, if any, gives way to it.
   */
  kind?: 'date' | 'dateTime' | 'money';
  /** A money column's currency: the record's ISO code ("4,280.00 USD"); without it a plain amount. */
  currency?: (record: T) => string | null | undefined;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/**
 * A column with its kind turned into its render (ResourceTable does it for its columns; a plain antd Table
 * maps its columns through this).
 */
export function valueColumn<
  T,
  C extends TableColumnType<T> & ValueColumn<T> = TableColumnType<T> & ValueColumn<T>,
>(column: C): Omit<C, 'kind' | 'currency'> {
  const { kind, currency, ...rest } = column;
  if (!kind) return rest;
  return {
    ...rest,
    ...(kind === 'money' && rest.align === undefined ? { align: 'end' as const } : {}),
    render: (value: unknown, record: T) => {
      if (isEmpty(value)) return '—';
      if (kind === 'money')
        return <FormattedValue kind="money" value={value as NumericInput} currency={currency?.(record)} />;
      return kind === 'date' ? (
        <FormattedValue kind="date" value={value as DateInput} />
      ) : (
        <FormattedValue kind="dateTime" value={value as string} />
      );
    },
  };
}
