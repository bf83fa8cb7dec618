import type { DepartmentDto } from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Space } from 'antd';
import { useMemo } from 'react';
import { type RowAction, RowActionsMenu } from '../../../../components/RowActionsMenu.tsx';
import { departmentApi } from '../../api/department.api.ts';
import { HierarchyTree } from '../../components/HierarchyTree.tsx';
import { departmentTreeData } from './department-tree.ts';

/** Every department as a tree from the parent links, fully open, every root shown. */
export function DepartmentTree({ actions }: { actions: RowAction<DepartmentDto>[] }) {
  const query = useQuery(departmentApi.all());
  const byId = useMemo(() => new Map((query.data?.items ?? []).map((d) => [d.id, d])), [query.data]);
  const treeData = useMemo(() => departmentTreeData(query.data?.items ?? []), [query.data]);

  return (
    <HierarchyTree
      query={query}
      treeData={treeData}
      titleRender={(node) => {
        const department = byId.get(node.key);
        return (
          <Space size={4}>
            <span>{node.title}</span>
            {department && <RowActionsMenu record={department} actions={actions} label={department.name} />}
          </Space>
        );
      }}
    />
  );
}
