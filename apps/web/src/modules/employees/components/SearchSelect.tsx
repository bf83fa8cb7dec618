import type { QueryKey } from '@tanstack/react-query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';

export interface SearchOption {
  value: string;
  label: string;
}

export interface SearchSelectProps extends Omit<SelectProps<string>, 'options' | 'onSearch' | 'showSearch'> {
  /** Each search text is cached under this key plus the text. */
  queryKey: QueryKey;
  /** The options matching a text (the first page: selects show 20). */
  search: (text: string) => Promise<SearchOption[]>;
  /** The option of the current value when it may not be in the first page (the stored manager, user). */
  selected?: SearchOption | null;
  /** Options added on the page (a user just created). */
  extraOptions?: SearchOption[];
}

const debounceMs = 300;

/** A select that searches on the server as the user types (debounced), keeping the current value's label. */
export function SearchSelect({ queryKey, search, selected, extraOptions, ...props }: SearchSelectProps) {
  const [text, setText] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text.trim()), debounceMs);
    return () => clearTimeout(timer);
  }, [text]);
  const query = useQuery({
    queryKey: [...queryKey, debounced],
    queryFn: () => search(debounced),
    placeholderData: keepPreviousData,
  });
  const options = useMemo(() => {
    const all = [...(extraOptions ?? []), ...(selected ? [selected] : []), ...(query.data ?? [])];
    return all.filter((o, i) => all.findIndex((other) => other.value === o.value) === i);
  }, [extraOptions, selected, query.data]);
  return (
    <Select<string>
      showSearch={{ filterOption: false, onSearch: setText }}
      allowClear
      loading={query.isFetching}
      options={options}
      onOpenChange={(open) => {
        if (!open) setText('');
      }}
      {...props}
    />
  );
}
