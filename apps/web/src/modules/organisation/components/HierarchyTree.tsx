import type { UseQueryResult } from '@tanstack/react-query';
import { Empty, Spin, Tree } from 'antd';
import type { BasicDataNode } from 'antd/es/tree';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/LoadFailed.tsx';

/**
 * A hierarchy read whole (the departments, the org chart) as a tree with lines, fully open, nodes not
 * selectable; while it loads a spinner, on failure a warning, without nodes an empty state.
 */
export function HierarchyTree<N extends BasicDataNode & { children?: N[] }>({
  query,
  treeData,
  titleRender,
}: {
  query: Pick<UseQueryResult, 'isPending' | 'isError' | 'error' | 'dataUpdatedAt'>;
  treeData: N[];
  titleRender: (node: N) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <Spin />;
  if (query.isError) return <LoadFailed error={query.error} />;
  if (treeData.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('NoData')} />;
  return (
    <Tree<N>
      // A fresh tree after every change, so that new branches open too.
      key={query.dataUpdatedAt}
      showLine
      blockNode
      selectable={false}
      defaultExpandAll
      treeData={treeData}
      titleRender={titleRender}
    />
  );
}
