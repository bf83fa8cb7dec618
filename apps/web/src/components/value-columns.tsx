import type { EnumDefinition } from '@hr/contracts';
import type { TableColumnType } from 'antd';
import { enumLabel } from './enum-options.ts';
import { FormattedValue } from './FormattedValue.tsx';
import { type DateInput, formatFileSize, type NumericInput } from './format.ts';

/** What a column says of its value's kind instead of a render of its own. */
export interface ValueColumn<T> {
  /**
   * The cell shows its value (`dataIndex`) as this kind, one way on every screen (FormattedValue): `date`
   * yyyy/MM/dd, `dateTime` an instant on the tenant's wall clock, `money` an amount (end-aligned); '—' when
   * empty; `fileSize` bytes as "5.00 MB" (isolated, so that it keeps its order in right-to-left text). The
   * column's `render`, if any, gives way to it.
   */
  kind?: 'date' | 'dateTime' | 'money' | 'fileSize';
  /** The cell shows the label of its value (a member's number) in the session language. */
  enum?: EnumDefinition;
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
>(column: C): Omit<C, 'kind' | 'currency' | 'enum'> {
  const { kind, currency, enum: definition, ...rest } = column;
  if (definition) return { ...rest, render: (value: number) => enumLabel(definition, value) };
  if (!kind) return rest;
  return {
    ...rest,
    ...(kind === 'money' && rest.align === undefined ? { align: 'end' as const } : {}),
    render: (value: unknown, record: T) => {
      if (isEmpty(value)) return '—';
      if (kind === 'fileSize') return <bdi>{formatFileSize(value as number)}</bdi>;
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
