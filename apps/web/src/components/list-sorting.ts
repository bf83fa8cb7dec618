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
  return column ? sortBy(column, first.order) : undefined;
}

/** The list sorted by a sortable column in an order. */
export function sortBy(column: SortableColumn, order: ListSort['order']): ListSort {
  const columnKey = columnKeyOf(column);
  return { columnKey, field: typeof column.sortable === 'string' ? column.sortable : columnKey, order };
}

/** One order a list can be put in without its columns' headers: a column, one way. */
export interface SortChoice {
  /** The select's value: the column's key and the order. */
  value: string;
  sort: ListSort;
  /** The column's title when it is text, else its key. */
  title: string;
}

/** A sort's value among the choices. */
export const choiceOf = (sort: ListSort) => `${sort.columnKey} ${sort.order}`;

/**
 * The orders a list offers where its headers cannot sort (a phone's stacked column): each sortable
 * column ascending, then descending, in the columns' order.
 */
export function sortChoices(columns: readonly (SortableColumn & { title?: unknown })[]): SortChoice[] {
  return columns
    .filter((c) => c.sortable)
    .flatMap((column) =>
      (['ascend', 'descend'] as const).map((order) => {
        const sort = sortBy(column, order);
        const title = typeof column.title === 'string' ? column.title : sort.columnKey;
        return { value: choiceOf(sort), sort, title };
      }),
    );
}

/** The `sorting` query parameter of the list services: `name asc`, `baseSalary desc`. */
export function sortingParam(sort: ListSort | undefined): string | undefined {
  return sort ? `${sort.field} ${sort.order === 'ascend' ? 'asc' : 'desc'}` : undefined;
}
