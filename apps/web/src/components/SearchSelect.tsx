import { keepPreviousData, type QueryKey, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Select, type SelectProps, Spin } from 'antd';
import { useMemo, useState } from 'react';
import {
  isNearEnd,
  mergeOptions,
  nextSkipCount,
  type SearchOption,
  type SearchPage,
} from './search-options.ts';
import { useDebounced } from './useDebounced.ts';

export type { SearchOption, SearchPage } from './search-options.ts';

export interface SearchSelectProps
  extends Omit<SelectProps<string>, 'options' | 'onSearch' | 'showSearch' | 'loading' | 'onPopupScroll'> {
  /** Each search text is cached under this key plus the text. */
  queryKey: QueryKey;
  /**
   * The options matching a text, from `skipCount` on. An answer with `totalCount` is paged: the next page
   * loads when the list is scrolled to its end.
   */
  search: (text: string, page: { skipCount: number; signal: AbortSignal }) => Promise<SearchPage>;
  /** The option of the current value when it may not be in the loaded pages (the stored manager, user). */
  selected?: SearchOption | null;
  /** Options added on the page (a user just created). */
  extraOptions?: SearchOption[];
  /**
   * Reads the label of a value that is neither `selected` nor loaded (a form opened on a stored value the
   * caller cannot name); without it such a value shows as it is.
   */
  labelOf?: (value: string, signal: AbortSignal) => Promise<string>;
  /** false asks the server nothing (a read-only form). Default true. */
  enabled?: boolean;
}

/**
 * A select that searches the server as the user types (300 ms debounce), pages on scroll and keeps the
 * current value's label. Nothing is asked before the list is first opened.
 */
export function SearchSelect({
  queryKey,
  search,
  selected,
  extraOptions,
  labelOf,
  enabled = true,
  onOpenChange,
  ...props
}: SearchSelectProps) {
  const [text, setText] = useState('');
  const [opened, setOpened] = useState(false);
  const debounced = useDebounced(text.trim());
  const query = useInfiniteQuery({
    queryKey: [...queryKey, debounced],
    queryFn: ({ pageParam, signal }) => search(debounced, { skipCount: pageParam, signal }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextSkipCount(pages),
    placeholderData: keepPreviousData,
    enabled: enabled && (opened || debounced !== ''),
  });
  const loaded = useMemo(
    () => mergeOptions(extraOptions, selected, query.data?.pages),
    [extraOptions, selected, query.data],
  );
  const value = typeof props.value === 'string' && props.value !== '' ? props.value : undefined;
  const unknown = value !== undefined && !loaded.some((o) => o.value === value) ? value : undefined;
  const label = useQuery({
    queryKey: [...queryKey, 'label', unknown ?? ''],
    queryFn: ({ signal }) => (labelOf ? labelOf(unknown ?? '', signal) : Promise.resolve('')),
    enabled: enabled && unknown !== undefined && labelOf !== undefined,
    staleTime: 5 * 60_000,
  });
  const options =
    unknown !== undefined && label.data ? [{ value: unknown, label: label.data }, ...loaded] : loaded;
  return (
    <Select<string>
      showSearch={{ filterOption: false, onSearch: setText }}
      allowClear
      loading={query.isFetching}
      options={options}
      notFoundContent={query.isFetching ? <Spin size="small" /> : undefined}
      onPopupScroll={(event) => {
        if (query.hasNextPage && !query.isFetchingNextPage && isNearEnd(event.currentTarget))
          void query.fetchNextPage();
      }}
      onOpenChange={(open) => {
        if (open) setOpened(true);
        else setText('');
        onOpenChange?.(open);
      }}
      {...props}
    />
  );
}
