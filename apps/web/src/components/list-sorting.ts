/** The column a list is sorted by: its key in the table and the field the server sorts. */
export interface ListSort {
  columnKey: string;
  field: string;
  order: 'ascend' | 'descend';
}

/** What a sortable column declares: `sortable: true` sorts by its key, a string names the server's field. */
export interface SortableColumn {
  key?: unknown;
  dataIndex?: unknown;
  sortable?: boolean | string;
}

/** The column's key as antd reports it in a sorter. */
export function columnKeyOf(column: SortableColumn): string {
  const key = column.key ?? column.dataIndex;
  return Array.isArray(key) ? key.join('.') : String(key ?? '');
}

/** antd's sorter after a click (one, several or none) as the list's sort; undefined when unsorted. */
export function sortOfTable(
  sorter: { columnKey?: unknown; order?: 'ascend' | 'descend' | null } | readonly unknown[] | undefined,
  columns: readonly SortableColumn[],
): ListSort | undefined {
  const first = (Array.isArray(sorter) ? sorter[0] : sorter) as
    | { columnKey?: unknown; order?: 'ascend' | 'descend' | null }
    | undefined;
  if (!first?.order || first.columnKey === undefined) return undefined;
  const columnKey = String(first.columnKey);
  const column = columns.find((c) => c.sortable && columnKeyOf(c) === columnKey);
  if (!column) return undefined;
  const field = typeof column.sortable === 'string' ? column.sortable : columnKey;
  return { columnKey, field, order: first.order };
}

/** The `sorting` query parameter of the list services: `name asc`, `baseSalary desc`. */
export function sortingParam(sort: ListSort | undefined): string | undefined {
  return sort ? `${sort.field} ${sort.order === 'ascend' ? 'asc' : 'desc'}` : undefined;
}
