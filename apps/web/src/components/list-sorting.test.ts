import { describe, expect, it } from 'vitest';
import { choiceOf, sortChoices, sortingParam, sortOfTable } from './list-sorting.ts';

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

describe('sorting a list where its headers cannot (a phone)', () => {
  const titled = [
    { key: 'userName', title: 'User name', sortable: true },
    { key: 'fullName', title: 'Name', sortable: 'name' },
    { key: 'roleNames', title: 'Roles' },
    { dataIndex: 'creationTime', title: () => 'Created', sortable: true },
  ];

  it('offers each sortable column both ways, in the columns order, and none of the others', () => {
    const choices = sortChoices(titled);
    expect(choices.map((c) => [c.title, c.sort.order])).toEqual([
      ['User name', 'ascend'],
      ['User name', 'descend'],
      ['Name', 'ascend'],
      ['Name', 'descend'],
      ['creationTime', 'ascend'],
      ['creationTime', 'descend'],
    ]);
    expect(new Set(choices.map((c) => c.value)).size).toBe(choices.length);
  });

  it("sends the field the column names, and a choice's value finds its sort again", () => {
    const byName = sortChoices(titled).find((c) => c.title === 'Name' && c.sort.order === 'descend')!;
    expect(sortingParam(byName.sort)).toBe('name desc');
    expect(choiceOf(byName.sort)).toBe(byName.value);
    // The same sort chosen from a header (a wide screen) is the same choice on a phone.
    expect(choiceOf(sortOfTable({ columnKey: 'fullName', order: 'descend' }, titled)!)).toBe(byName.value);
  });
});
