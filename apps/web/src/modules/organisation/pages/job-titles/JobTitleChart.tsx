import { ApartmentOutlined, UserOutlined } from '@ant-design/icons';
import type { JobTitleEmployee, JobTitleTreeNode } from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Flex, Popover, Tag, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormattedValue } from '../../../../components/FormattedValue.tsx';
import { type RowAction, RowActionsMenu } from '../../../../components/RowActionsMenu.tsx';
import { jobTitleApi } from '../../api/job-title.api.ts';
import { HierarchyTree } from '../../components/HierarchyTree.tsx';

/** Names shown on a node before the rest fold into "+N more". */
const shownEmployees = 8;

const fullName = (e: JobTitleEmployee) => `${e.name} ${e.surname}`;

function People({ employees }: { employees: JobTitleEmployee[] }) {
  const { t } = useTranslation('organisation');
  if (employees.length === 0)
    return (
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('NoEmployees')}
      </Typography.Text>
    );
  const rest = employees.slice(shownEmployees);
  return (
    <Flex wrap gap={4}>
      {employees.slice(0, shownEmployees).map((e) => (
        <Tag key={e.id} icon={<UserOutlined />} bordered={false} color="blue">
          {fullName(e)}
        </Tag>
      ))}
      {rest.length > 0 && (
        <Popover
          content={
            <Flex vertical gap={2} style={{ maxHeight: 240, overflowY: 'auto' }}>
              {rest.map((e) => (
                <span key={e.id}>{fullName(e)}</span>
              ))}
            </Flex>
          }
        >
          <Tag bordered={false}>{t('MoreEmployees', { count: rest.length })}</Tag>
        </Popover>
      )}
    </Flex>
  );
}

interface ChartNode extends DataNode {
  node: JobTitleTreeNode;
  children: ChartNode[];
}

const toData = (nodes: JobTitleTreeNode[]): ChartNode[] =>
  nodes.map((node) => ({ key: node.id, node, children: toData(node.children) }));

/**
 * The org chart (`job-title-tree-with-employees`): every job title under the one it reports to, each with
 * its department, base salary and the people who hold it.
 */
export function JobTitleChart({ actions }: { actions: RowAction<JobTitleTreeNode>[] }) {
  const { t } = useTranslation('organisation');
  const query = useQuery({ queryKey: jobTitleApi.treeKey(), queryFn: jobTitleApi.tree });
  const treeData = useMemo(() => toData(query.data ?? []), [query.data]);

  return (
    <HierarchyTree
      query={query}
      treeData={treeData}
      titleRender={({ node }) => (
        <Flex vertical gap={4} style={{ paddingBlock: 4 }} data-testid="job-title-node">
          <Flex wrap align="center" gap={8}>
            <Typography.Text strong>{node.name}</Typography.Text>
            <Tag icon={<ApartmentOutlined />}>{node.departmentName}</Tag>
            <Typography.Text type="secondary">
              {t('BaseSalary')}: <FormattedValue kind="money" value={node.baseSalary} />
            </Typography.Text>
            <RowActionsMenu record={node} actions={actions} label={node.name} />
          </Flex>
          <People employees={node.employees} />
        </Flex>
      )}
    />
  );
}
