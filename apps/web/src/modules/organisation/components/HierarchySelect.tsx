import type { PagedResult } from '@hr/contracts';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { TreeSelect, type TreeSelectProps } from 'antd';
import { useMemo } from 'react';
import { useLookup } from '../../../components/lookup.ts';
import { type Linked, pickerTree } from '../tree.ts';

/** What a picker of one hierarchy takes: antd's TreeSelect props, and the record being edited. */
export interface HierarchyPickerProps extends Omit<TreeSelectProps, 'treeData' | 'loading'> {
  /** On edit, the record itself: it and everything under it cannot become its parent. */
  exceptId?: string | undefined;
}

export interface HierarchySelectProps<T, K extends QueryKey> extends HierarchyPickerProps {
  /** The list to pick from (a picker's up to 999): read while the select is shown, in a dialog while it is open. */
  query: UseQueryOptions<PagedResult<T>, Error, PagedResult<T>, K>;
  /** Define these two outside the component: the tree is built again when they change. */
  link: (item: T) => Linked;
  titleOf: (item: T) => string;
}

/**
 * A department or job title picked from its hierarchy: a searchable tree, fully open, titled by `titleOf`;
 * the other props go to antd's TreeSelect (a Field's value and onChange, allowClear, placeholder, label).
 */
export function HierarchySelect<T, K extends QueryKey>({
  query,
  link,
  titleOf,
  exceptId,
  ...select
}: HierarchySelectProps<T, K>) {
  const list = useLookup(query);
  const treeData = useMemo(
    () => pickerTree(list.data?.items ?? [], link, titleOf, exceptId),
    [list.data, link, titleOf, exceptId],
  );
  return (
    <TreeSelect
      showSearch
      treeDefaultExpandAll
      treeNodeFilterProp="title"
      listHeight={320}
      {...select}
      disabled={select.disabled || !list.allowed}
      loading={list.isLoading}
      treeData={treeData}
    />
  );
}
