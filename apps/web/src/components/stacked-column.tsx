import { Flex, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { isValidElement, type ReactNode } from 'react';
import type { ResourceColumn } from './ResourceTable.tsx';

/** A column's value in a record, by its dataIndex (a field, or a path of fields). */
function valueAt<T>(record: T, dataIndex: unknown): unknown {
  if (dataIndex === undefined || dataIndex === null || dataIndex === '') return undefined;
  const path = Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  let value: unknown = record;
  for (const key of path) value = (value as Record<string, unknown> | null | undefined)?.[key as string];
  return value;
}

/** What a column shows for a record: its render's output, or its value as text. */
function cellOf<T>(column: ResourceColumn<T>, record: T, index: number, t: TFunction): ReactNode {
  const value = valueAt(record, column.dataIndex);
  if (column.render) {
    const out = column.render(value, record, index) as unknown;
    // antd lets a render answer { children, props } (cell spans); the children are what it shows.
    if (out && typeof out === 'object' && !isValidElement(out) && 'children' in out)
      return (out as { children: ReactNode }).children;
    return out as ReactNode;
  }
  if (typeof value === 'boolean') return value ? t('common::Yes') : t('common::No');
  return value as ReactNode;
}

/** Whether a cell has something to show: not empty, nor the dash a wide table puts in an empty cell. */
const shows = (cell: ReactNode) =>
  cell !== null && cell !== undefined && cell !== '' && cell !== false && cell !== '—';

/**
 * The column a list shows on a phone when it gives none of its own (ResourceTable's `phoneColumns`): the
 * whole record in one cell, the first column's value in bold and each other column's under it as
 * "Title: value" (a column with nothing to show leaves no line), so that the row wraps instead of
 * scrolling sideways. The first column that filters keeps its filter in this column's header.
 */
export function stackedColumn<T>(columns: ResourceColumn<T>[], t: TFunction): ResourceColumn<T> {
  const [first, ...rest] = columns;
  const filtering = columns.find((c) => c.filterParam);
  const filter = filtering
    ? {
        // The key the table's filters are read by (ResourceTable's onChange).
        key: String(filtering.key ?? filtering.dataIndex ?? filtering.filterParam),
        filterParam: filtering.filterParam,
        filters: filtering.filters,
        filterMultiple: filtering.filterMultiple,
        filterSearch: filtering.filterSearch,
        filterDropdown: filtering.filterDropdown,
        filterIcon: filtering.filterIcon,
      }
    : { key: first?.key ?? 'record' };
  return {
    ...filter,
    title: first?.title,
    render: (_: unknown, record: T, index: number) => (
      <Flex vertical gap={2} align="start" className="resource-stacked">
        {first ? <Typography.Text strong>{cellOf(first, record, index, t)}</Typography.Text> : null}
        {rest.map((column, i) => {
          const cell = cellOf(column, record, index, t);
          if (!shows(cell)) return null;
          const title = typeof column.title === 'function' ? null : column.title;
          return (
            <div key={String(column.key ?? i)}>
              {title ? <Typography.Text type="secondary">{title}: </Typography.Text> : null}
              {cell}
            </div>
          );
        })}
      </Flex>
    ),
  };
}
