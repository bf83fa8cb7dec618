import i18next, { type TFunction } from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import common from '../locales/en/common.json' with { type: 'json' };
import type { ResourceColumn } from './ResourceTable.tsx';
import { stackedColumn } from './stacked-column.tsx';

interface Row {
  id: string;
  name: string;
  code: string;
  note: string | null;
  active: boolean;
  account: { number: string };
}

const columns: ResourceColumn<Row>[] = [
  { key: 'name', dataIndex: 'name', title: 'Name', sortable: true },
  {
    key: 'code',
    dataIndex: 'code',
    title: 'Code',
    render: (code: string) => createElement('code', null, code),
  },
  { key: 'note', dataIndex: 'note', title: 'Note' },
  { key: 'memo', dataIndex: 'note', title: 'Memo', render: (note: string | null) => note ?? '—' },
  {
    key: 'active',
    dataIndex: 'active',
    title: 'Active',
    filterParam: 'isActive',
    filters: [{ text: 'Yes', value: true }],
  },
  { key: 'account', dataIndex: ['account', 'number'], title: 'Account' },
];

const row: Row = {
  id: '1',
  name: 'Petty cash',
  code: 'PC-1',
  note: null,
  active: true,
  account: { number: '101' },
};

/** The cell's text as a browser would read it, lines apart. */
const text = (html: string) =>
  html
    .replace(/<\/(div|strong)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .trim();

describe('stackedColumn: a list on a phone, one record a row', () => {
  let t: TFunction;
  beforeAll(async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', defaultNS: 'common', nsSeparator: '::', resources: { en: { common } } });
    t = i18n.t;
  });

  it('shows the first column in bold, then each other as "Title: value", leaving out empty ones', () => {
    const column = stackedColumn(columns, t);
    const html = renderToStaticMarkup(column.render!(undefined, row, 0) as never);
    expect(html).toMatch(/<strong>Petty cash<\/strong>/);
    expect(text(html).split('\n')).toEqual(['Petty cash', 'Code: PC-1', 'Active: Yes', 'Account: 101']);
    expect(html).toContain('<code>PC-1</code>');
    expect(html).not.toContain('Note');
    expect(html).not.toContain('Memo'); // the dash of an empty cell
  });

  it('keeps the first filter of the list in its header, under the key the table reads it by', () => {
    const column = stackedColumn(columns, t);
    expect(column.title).toBe('Name');
    expect(column.key).toBe('active');
    expect(column.filterParam).toBe('isActive');
    expect(column.filters).toEqual([{ text: 'Yes', value: true }]);
    expect(column.sortable).toBeUndefined();
  });

  it('takes the children of a render that answers a cell with props', () => {
    const spanned: ResourceColumn<Row>[] = [
      columns[0]!,
      {
        key: 'code',
        title: 'Code',
        render: (_: unknown, r: Row) => ({ children: r.code, props: { colSpan: 2 } }),
      },
    ];
    const html = renderToStaticMarkup(stackedColumn(spanned, t).render!(undefined, row, 0) as never);
    expect(text(html)).toContain('Code: PC-1');
  });
});
