import type { DepartmentDto } from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Empty, Result, Space, Spin, Tree } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type RowAction, RowActionsMenu } from '../../../../components/RowActionsMenu.tsx';
import { departmentApi } from '../../api/department.api.ts';
import { departmentTreeData } from './department-tree.ts';

/** Every department as a tree from the parent links, fully open, every root shown. */
export function DepartmentTree({ actions }: { actions: RowAction<DepartmentDto>[] }) {
  const { t } = useTranslation();
  const query = useQuery(departmentApi.all());
  const byId = useMemo(() => new Map((query.data?.items ?? []).map((d) => [d.id, d])), [query.data]);
  const treeData = useMemo(() => departmentTreeData(query.data?.items ?? []), [query.data]);

  if (query.isPending) return <Spin />;
  if (query.isError)
    return <Result status="warning" title={t('LoadFailed')} subTitle={query.error.message} />;
  if (treeData.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('NoData')} />;
  return (
    <Tree
      // A fresh tree after every change, so that new branches open too.
      key={query.dataUpdatedAt}
      showLine
      blockNode
      selectable={false}
      defaultExpandAll
      treeData={treeData}
      titleRender={(node) => {
        const department = byId.get(String(node.key));
        return (
          <Space size={4}>
            <span>{node.title as string}</span>
            {department && <RowActionsMenu record={department} actions={actions} label={department.name} />}
          </Space>
        );
      }}
    />
  );
}
