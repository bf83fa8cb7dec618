import { describe, expect, it } from 'vitest';
import { sortingParam, sortOfTable } from './list-sorting.ts';

const columns = [
  { key: 'name', dataIndex: 'name', sortable: true },
  { key: 'fullName', sortable: 'name' },
  { key: 'roleNames', dataIndex: 'roleNames' },
  { dataIndex: 'baseSalary', sortable: true },
];

describe('sorting a list by its columns', () => {
  it("sends the server's sorting parameter: field and direction", () => {
    expect(sortingParam(sortOfTable({ columnKey: 'name', order: 'ascend' }, columns))).toBe('name asc');
    expect(sortingParam(sortOfTable({ columnKey: 'baseSalary', order: 'descend' }, columns))).toBe(
      'baseSalary desc',
    );
  });

  it('sorts a column by the field it names', () => {
    expect(sortOfTable({ columnKey: 'fullName', order: 'descend' }, columns)).toEqual({
      columnKey: 'fullName',
      field: 'name',
      order: 'descend',
    });
  });

  it('is unsorted when the sort is cleared or the column is not sortable', () => {
    expect(sortOfTable({ columnKey: 'name', order: null }, columns)).toBeUndefined();
    expect(sortOfTable({ columnKey: 'roleNames', order: 'ascend' }, columns)).toBeUndefined();
    expect(sortOfTable(undefined, columns)).toBeUndefined();
    expect(sortOfTable([], columns)).toBeUndefined();
    expect(sortingParam(undefined)).toBeUndefined();
  });

  it('takes the first of several sorters', () => {
    expect(
      sortOfTable(
        [
          { columnKey: 'name', order: 'descend' },
          { columnKey: 'baseSalary', order: 'ascend' },
        ],
        columns,
      )?.field,
    ).toBe('name');
  });
});
