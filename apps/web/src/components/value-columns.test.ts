import { isValidElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { stackedColumn } from './stacked-column.tsx';
import { valueColumn } from './value-columns.tsx';

interface Row {
  day: string | null;
  net: string;
  currencyCode: string;
}

const row: Row = { day: '2026-12-06', net: '206571.18', currencyCode: 'USD' };

/** What a column's render shows for a value of the row, as markup ('—' stays text). */
function cell(column: { render?: unknown }, value: unknown, record: Row = row): string {
  const out = (column.render as (v: unknown, r: Row, i: number) => ReactNode)(value, record, 0);
  return isValidElement(out) ? renderToStaticMarkup(out) : String(out);
}

describe('columns of a kind', () => {
  it('show a date as yyyy/MM/dd, kept whole, and an empty one as a dash', () => {
    const column = valueColumn<Row>({
      key: 'day',
      dataIndex: 'day',
      kind: 'date',
    });
    expect(cell(column, row.day)).toBe('<span class="formatted-value" dir="ltr">2026/12/06</span>');
    expect(cell(column, null)).toBe('—');
    expect('kind' in column).toBe(false);
  });

  it("show an amount with the record's currency code, end-aligned, by the one money rule", () => {
    const column = valueColumn<Row>({
      key: 'net',
      dataIndex: 'net',
      kind: 'money',
      currency: (r) => r.currencyCode,
    });
    expect(column.align).toBe('end');
    expect(cell(column, row.net)).toBe('<span class="formatted-value" dir="ltr">206,571.18\u00a0USD</span>');
    expect(cell(valueColumn<Row>({ key: 'net', dataIndex: 'net', kind: 'money' }), '4280')).toBe(
      '<span class="formatted-value" dir="ltr">4,280.00</span>',
    );
  });

  it('leave a column without a kind as it is', () => {
    const render = () => 'x';
    expect(valueColumn({ key: 'a', dataIndex: 'a', render }).render).toBe(render);
  });

  it("keep a phone's stacked lines free of empty values", () => {
    const columns = [
      valueColumn<Row>({ key: 'net', title: 'Net', dataIndex: 'net', kind: 'money' }),
      valueColumn<Row>({ key: 'day', title: 'Day', dataIndex: 'day', kind: 'date' }),
    ];
    const stacked = stackedColumn<Row>(columns, ((k: string) => k) as never);
    const html = cell(stacked, undefined, { ...row, day: null });
    expect(html).toContain('206,571.18');
    expect(html).not.toContain('Day');
  });
});
