import { maxPageSize, type PagedResult } from '@hr/contracts';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import {
  Button,
  Card,
  Empty,
  Flex,
  Grid,
  Input,
  Select,
  Space,
  Table,
  type TableColumnType,
  type TableProps,
  Typography,
  theme,
} from 'antd';
import { type Key, type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ExportExcelButton } from './ExportExcelButton.tsx';
import { LoadFailed } from './LoadFailed.tsx';
import { listPageSize } from './list-prefetch.ts';
import {
  choiceOf,
  columnKeyOf,
  type ListSort,
  sortChoices,
  sortingParam,
  sortOfTable,
} from './list-sorting.ts';
import { type RowAction, RowActionsMenu } from './RowActionsMenu.tsx';
import { pickedRows, selectionScope, toggleAll, toggleRow } from './row-selection.ts';
import { stackedColumn } from './stacked-column.tsx';
import { useDebounced } from './useDebounced.ts';
import { type ValueColumn, valueColumn } from './value-columns.tsx';

export type { RowAction } from './RowActionsMenu.tsx';

export type ListParamValue = string | number | boolean | undefined;

/** What a list call receives: paging (skipCount = pageSize x pageIndex) plus the filters. */
export interface ListParams {
  skipCount: number;
  maxResultCount: number;
  [filter: string]: ListParamValue;
}

/**
 * A column. `filterParam` sends its antd filter (first selected value) as that query parameter;
 * `sortable` lets the server sort by it (`sorting=<key> asc`), or by the field a string names; `kind`
 * shows a date, an instant or an amount the one way every list does (value-columns.tsx).
 */
export type ResourceColumn<T> = Omit<TableColumnType<T>, 'sorter' | 'sortOrder'> &
  ValueColumn<T> & {
    filterParam?: string;
    sortable?: boolean | string;
  };

/** The picked rows, as a selection's actions get them. */
export interface PickedRows<T> {
  /** The picked rows of the page shown that are still selectable, in the page's order. */
  rows: T[];
  clear: () => void;
  /** Leaves only these picked (the rows an action failed on, to look at or try again). */
  keepOnly: (rows: readonly T[]) => void;
}

/**
 * Rows picked for an action on several at once: a box on each row, one in the header for the page's rows,
 * and, while some are picked, a bar above the table saying how many with the actions and Clear selection.
 * The selection is the page's: a new page, filter, search or sorting clears it.
 */
export interface RowSelection<T> {
  /** Whether a row may be picked (a row that may not shows a disabled box); default every row. */
  selectable?: (record: T) => boolean;
  /** A row's box's accessible name, naming the row ("Select Lina Haddad's request"). */
  rowLabel: (record: T) => string;
  /** The bar's actions on the picked rows. */
  actions: (picked: PickedRows<T>) => ReactNode;
}

/** A list resource as `endpointResource` gives it: the key its changes refresh, its list call, its sorting. */
export interface ListResource<T> {
  keys: { lists: () => QueryKey };
  list: (params: ListParams) => Promise<PagedResult<T>>;
  sortFields?: readonly string[] | undefined;
}

/** The table's `queryKey`, `fetch` and `sortFields` of a resource: `<ResourceTable {...listOf(api)} …/>`. */
export function listOf<T>(api: ListResource<T>) {
  return { queryKey: api.keys.lists(), fetch: api.list, sortFields: api.sortFields };
}

export interface ResourceTableProps<T> {
  /** The resource's list key; the table appends its params, so invalidating this key refreshes it. */
  queryKey: QueryKey;
  fetch: (params: ListParams) => Promise<PagedResult<T>>;
  columns: ResourceColumn<T>[];
  /**
   * The columns on a phone (narrower than antd's `sm`) instead of `columns`: usually one that holds the
   * whole record, one line under the other, so that the rows wrap instead of scrolling sideways. Without
   * them a phone shows `columns` stacked in one (stacked-column.tsx): the first in bold, the others as
   * "Title: value" lines. A list gives its own when it can say the record better than that.
   */
  phoneColumns?: ResourceColumn<T>[];
  rowKey?: string | ((record: T) => Key);
  rowActions?: RowAction<T>[];
  title?: ReactNode;
  /** Buttons at the top (New ...); a function gets the page shown (a button that depends on its rows). */
  toolbar?: ReactNode | ((page: PagedResult<T> | undefined) => ReactNode);
  /** Reads the page again after this many ms while it answers a number (rows of work still going). */
  refetchInterval?: (page: PagedResult<T> | undefined) => number | false;
  /** A search box sent as this query parameter (e.g. 'filter'). */
  search?: { param: string; placeholder?: string };
  /** Filters the page owns (e.g. an employee picker), sent as query parameters. */
  params?: Record<string, ListParamValue>;
  defaultPageSize?: number;
  /**
   * One page of up to 1000 rows (the server's cap) and no pagination bar: for lists the spec shows
   * whole (departments, job titles). A total above the cap is said under the table.
   */
  unpaged?: boolean;
  /**
   * An Export to Excel button beside the toolbar: the endpoint answers the rows of the list's current
   * filters, search and sorting (not paged) as an .xlsx file.
   */
  exportExcel?: { url: string; fileName?: string };
  /** Opt-in: boxes to pick rows and a bar of actions on the picked ones (`RowSelection`). */
  selection?: RowSelection<T>;
  /**
   * The fields the server sorts the list by (`api.sortFields`, from the contract): a column whose key is
   * one of them is sortable without saying so; `sortable: 'field'` still names another field.
   */
  sortFields?: readonly string[] | undefined;
  /** What an empty list says ("Nothing waits for your decision."), where the generic "No data" says too little. */
  emptyText?: string | undefined;
}

/** The columns, those whose key the server sorts by made sortable (see `sortFields`). */
export function withSortFields<C extends { key?: Key | undefined; sortable?: boolean | string }>(
  columns: C[],
  sortFields: readonly string[] | undefined,
): C[] {
  if (!sortFields) return columns;
  const fields = new Set(sortFields.map((f) => f.toLowerCase()));
  return columns.map((c) =>
    c.sortable !== undefined || !fields.has(String(c.key ?? '').toLowerCase()) ? c : { ...c, sortable: true },
  );
}

/** The list's filters and sorting without its paging: what an export of "these rows" takes. */
function exportParams({ skipCount: _skip, maxResultCount: _max, ...filters }: ListParams) {
  return filters;
}

/**
 * A server-paged list: search, column filters, sorting by the columns the server sorts, row actions, and
 * loading, empty and error states.
 */
export function ResourceTable<T extends object>({
  queryKey,
  fetch,
  columns: wideColumns,
  phoneColumns,
  rowKey = 'id',
  rowActions,
  title,
  toolbar,
  search,
  params,
  defaultPageSize = listPageSize,
  unpaged = false,
  exportExcel,
  refetchInterval,
  selection,
  sortFields,
  emptyText,
}: ResourceTableProps<T>) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const narrow = !Grid.useBreakpoint().sm;
  // Columns of a kind get the render of their kind, before a phone stacks them.
  const wide: ResourceColumn<T>[] = withSortFields(wideColumns, sortFields).map((c) =>
    valueColumn<T, ResourceColumn<T>>(c),
  );
  // On a phone: the list's own phone columns, else its columns stacked in one (a list that is one column
  // already keeps it).
  const columns = !narrow
    ? wide
    : (phoneColumns?.map((c) => valueColumn<T, ResourceColumn<T>>(c)) ??
      (wide.length > 1 ? [stackedColumn(wide, t)] : wide));
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState(unpaged ? maxPageSize : defaultPageSize);
  const [searchText, setSearchText] = useState('');
  // A link may open the list filtered by a column's filter: `?status=0` (the home page's dashboards).
  const [url] = useSearchParams();
  const [fromUrl] = useState(() => urlFilters(wide, url));
  const [columnFilters, setColumnFilters] = useState<Record<string, ListParamValue>>(() =>
    Object.fromEntries(Object.entries(fromUrl).map(([param, value]) => [param, value as ListParamValue])),
  );
  const [sort, setSort] = useState<ListSort | undefined>();
  // Where the shown columns' headers cannot sort (a phone's stacked column) but the list can, a select
  // offers its orders; the sort is the same state either way, so turning the phone keeps it.
  const headersSort = columns.some((c) => c.sortable);
  const choices = headersSort ? [] : sortChoices(wide);
  const debouncedSearch = useDebounced(searchText.trim());

  const listParams = useMemo<ListParams>(
    () => ({
      ...params,
      ...columnFilters,
      ...(search && debouncedSearch ? { [search.param]: debouncedSearch } : {}),
      ...(sort ? { sorting: sortingParam(sort) } : {}),
      skipCount: pageSize * pageIndex,
      maxResultCount: pageSize,
    }),
    [params, columnFilters, search, debouncedSearch, sort, pageSize, pageIndex],
  );

  // A new filter or order starts again from the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the dependencies are the triggers.
  useEffect(() => setPageIndex(0), [debouncedSearch, columnFilters, params, sort]);

  const query = useQuery({
    queryKey: [...queryKey, listParams],
    queryFn: () => fetch(listParams),
    placeholderData: keepPreviousData,
    refetchInterval: refetchInterval ? (q) => refetchInterval(q.state.data) : undefined,
  });
  const tools = typeof toolbar === 'function' ? toolbar(query.data) : toolbar;

  // The picked rows are the page's: another page, filter, search or order clears them; a read of the same
  // page (after a bulk action) keeps those still selectable.
  const [pickedKeys, setPickedKeys] = useState<Key[]>([]);
  const scope = selectionScope(listParams);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the scope is the trigger.
  useEffect(() => setPickedKeys([]), [scope]);
  const rows = query.isError ? [] : (query.data?.items ?? []);
  const keyOf = (record: T): Key =>
    typeof rowKey === 'function' ? rowKey(record) : ((record as Record<string, Key>)[rowKey] as Key);
  const selectable = selection?.selectable ?? (() => true);
  const picked = selection ? pickedRows(rows, pickedKeys, keyOf, selectable) : [];
  const clearSelection = () => setPickedKeys([]);
  const rowSelection: TableProps<T>['rowSelection'] = selection && {
    selectedRowKeys: picked.map(keyOf),
    columnWidth: narrow ? 36 : 48,
    onSelect: (record, on) => setPickedKeys((keys) => toggleRow(keys, keyOf(record), on)),
    onSelectMultiple: (on, _rows, changed) =>
      setPickedKeys((keys) => changed.reduce((next, r) => toggleRow(next, keyOf(r), on), keys)),
    onSelectAll: (on) => setPickedKeys((keys) => toggleAll(keys, rows, keyOf, selectable, on)),
    getCheckboxProps: (record) => ({
      disabled: !selectable(record),
      'aria-label': selection.rowLabel(record),
    }),
    getTitleCheckboxProps: () => ({ 'aria-label': t('SelectAllOnPage') }),
  };

  // On a phone the actions take a gear's width, leaving the row to the record.
  const actionsColumn: ResourceColumn<T> | undefined =
    rowActions && rowActions.length > 0
      ? {
          key: '__actions',
          title: narrow ? '' : t('Actions'),
          width: narrow ? 48 : 130,
          render: (_: unknown, record: T) => (
            <RowActionsMenu record={record} actions={rowActions} compact={narrow} />
          ),
        }
      : undefined;

  const allColumns = actionsColumn ? [actionsColumn, ...columns] : columns;

  const onChange: TableProps<T>['onChange'] = (pagination, filters, sorter) => {
    const nextSize = pagination.pageSize ?? pageSize;
    setPageIndex(nextSize !== pageSize ? 0 : (pagination.current ?? 1) - 1);
    setPageSize(nextSize);
    const next: Record<string, ListParamValue> = {};
    for (const column of columns) {
      if (!column.filterParam) continue;
      const key = String(column.key ?? column.dataIndex ?? column.filterParam);
      const value = filters[key]?.[0];
      if (value !== undefined && value !== null) next[column.filterParam] = value as ListParamValue;
    }
    if (JSON.stringify(next) !== JSON.stringify(columnFilters)) setColumnFilters(next);
    // A table whose headers do not sort reports no sort: the select's stands.
    if (!headersSort) return;
    const nextSort = sortOfTable(sorter, columns);
    if (JSON.stringify(nextSort) !== JSON.stringify(sort)) setSort(nextSort);
  };

  const empty = query.isError ? (
    <LoadFailed error={query.error} onRetry={query.refetch} retryIcon />
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText ?? t('NoData')} />
  );

  return (
    <Card
      title={title}
      extra={
        exportExcel ? (
          <Space wrap>
            <ExportExcelButton
              url={exportExcel.url}
              fileName={exportExcel.fileName}
              params={exportParams(listParams)}
            />
            {tools}
          </Space>
        ) : (
          tools
        )
      }
      className="resource-card"
    >
      {(search || choices.length > 0) && (
        <div className="resource-filters">
          {search && (
            <Input.Search
              allowClear
              value={searchText}
              placeholder={search.placeholder ?? t('Search')}
              onChange={(e) => setSearchText(e.target.value)}
              onSearch={(value) => setSearchText(value)}
              aria-label={search.placeholder ?? t('Search')}
            />
          )}
          {choices.length > 0 && (
            <Select<string>
              allowClear
              className="resource-sort"
              value={sort ? choiceOf(sort) : undefined}
              placeholder={t('SortBy')}
              aria-label={t('SortBy')}
              options={choices.map((c) => ({
                value: c.value,
                label: t(c.sort.order === 'ascend' ? 'SortAscending' : 'SortDescending', { column: c.title }),
              }))}
              onChange={(value) => setSort(choices.find((c) => c.value === value)?.sort)}
            />
          )}
        </div>
      )}
      {selection && (
        // Announced as it changes; holds the bar while rows are picked.
        <div aria-live="polite">
          {picked.length > 0 && (
            <Flex
              wrap
              align="center"
              gap={8}
              role="toolbar"
              aria-label={t('SelectedCount', { count: picked.length })}
              data-testid="selection-bar"
              style={{
                marginBottom: 12,
                paddingBlock: 6,
                paddingInline: 12,
                background: token.colorPrimaryBg,
                border: `1px solid ${token.colorPrimaryBorder}`,
                borderRadius: token.borderRadius,
              }}
            >
              <Typography.Text strong>{t('SelectedCount', { count: picked.length })}</Typography.Text>
              {selection.actions({
                rows: picked,
                clear: clearSelection,
                keepOnly: (kept) => setPickedKeys(kept.map(keyOf)),
              })}
              <Button type="link" onClick={clearSelection} style={{ marginInlineStart: 'auto' }}>
                {t('ClearSelection')}
              </Button>
            </Flex>
          )}
        </div>
      )}
      <Table<T>
        rowKey={rowKey}
        rowSelection={rowSelection}
        columns={allColumns.map(({ filterParam, sortable, ...plain }) => {
          const column =
            filterParam && fromUrl[filterParam] !== undefined
              ? { ...plain, defaultFilteredValue: [fromUrl[filterParam] as Key] }
              : plain;
          return sortable
            ? {
                ...column,
                sorter: true,
                sortOrder: sort?.columnKey === columnKeyOf(column) ? sort.order : null,
              }
            : column;
        })}
        dataSource={rows}
        // A list that polls shows the spinner only for a new page, not for each background read.
        loading={refetchInterval ? query.isPending || query.isPlaceholderData : query.isFetching}
        onChange={onChange}
        locale={{ emptyText: empty }}
        // Wide tables scroll sideways; a page's one column for phones (one record a row) fits the screen, so
        // its text wraps instead of running off it.
        scroll={narrow && columns.length === 1 ? undefined : { x: 'max-content' }}
        // That column takes the screen's width whatever its content, so long text wraps or clips within it.
        tableLayout={narrow && columns.length === 1 ? 'fixed' : undefined}
        pagination={
          unpaged
            ? false
            : {
                current: pageIndex + 1,
                pageSize,
                total: query.data?.totalCount ?? 0,
                showSizeChanger: true,
                pageSizeOptions: [10, 20, 50, 100],
                // Past 10,000 rows the server estimates the total: say so rather than feign precision.
                showTotal: (total) =>
                  t(query.data?.totalCountIsEstimate ? 'AboutTotalCount' : 'TotalCount', { count: total }),
              }
        }
        footer={
          unpaged && (query.data?.totalCount ?? 0) > maxPageSize
            ? () => t('FirstRowsOfTotal', { shown: maxPageSize, count: query.data?.totalCount })
            : undefined
        }
      />
    </Card>
  );
}

/**
 * The column filters a URL gives (`?status=0`): for each column with a `filterParam` the URL names, the
 * value of its filter option that reads the same (so that the header shows it picked), else the text.
 */
export function urlFilters<T>(
  columns: readonly ResourceColumn<T>[],
  url: URLSearchParams,
): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const column of columns) {
    const param = column.filterParam;
    const value = param ? url.get(param) : null;
    if (!param || value === null || value === '') continue;
    const option = column.filters?.find((f) => String(f.value) === value);
    out[param] = (option?.value as string | number | boolean | undefined) ?? value;
  }
  return out;
}
