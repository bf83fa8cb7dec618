import { PlusOutlined } from '@ant-design/icons';
import { type JobTitleDto, type JobTitleTreeNode, OrganisationPermissions } from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../components/format.ts';
import { type ResourceColumn, ResourceTable, type RowAction } from '../../../../components/ResourceTable.tsx';
import { useCrudPage } from '../../../../components/useCrudPage.tsx';
import { useViewMode, ViewModeSwitch } from '../../../../components/ViewModeSwitch.tsx';
import { departmentApi } from '../../api/department.api.ts';
import { jobTitleApi } from '../../api/job-title.api.ts';
import { JobTitleChart } from './JobTitleChart.tsx';
import { JobTitleFormDialog } from './JobTitleFormDialog.tsx';

/** Job titles: an unpaged table (up to 1000) or the org chart with employees, with New and Edit dialogs. */
export function JobTitlesPage() {
  const { t } = useTranslation('organisation');
  const [view, setView] = useViewMode();
  const departments = useQuery(departmentApi.picker());
  const crud = useCrudPage<JobTitleDto, { parentId?: string }>({
    api: jobTitleApi,
    policies: OrganisationPermissions.DepartmentsAndJobTitles,
    newLabel: t('NewJobTitle'),
  });

  const chartActions: RowAction<JobTitleTreeNode>[] = [
    {
      key: 'add-child',
      label: t('NewReportingJobTitle'),
      icon: <PlusOutlined />,
      visible: crud.can.create,
      onClick: (node) => crud.openCreate({ parentId: node.id }),
    },
    // Edit and delete by policy, as in the table; a chart node has no concurrency stamp, so the job
    // title is loaded first (a failure is shown by the HTTP client).
    ...crud.rowActions.map(({ visible, onClick, ...action }) => ({
      ...action,
      visible: visible !== false,
      onClick: (node: JobTitleTreeNode) => void jobTitleApi.get(node.id).then(onClick, () => undefined),
    })),
  ];

  const columns: ResourceColumn<JobTitleDto>[] = [
    { key: 'name', dataIndex: 'name', title: t('Name'), sortable: true },
    {
      key: 'departmentName',
      dataIndex: 'departmentName',
      title: t('Department'),
      filters: (departments.data?.items ?? []).map((d) => ({ text: d.name, value: d.id })),
      filterMultiple: false,
      filterSearch: true,
      filterParam: 'departmentId',
      sortable: true,
    },
    {
      key: 'jobTitleName',
      dataIndex: 'jobTitleName',
      title: t('ParentJobTitle'),
      sortable: true,
      render: (name: string | null) => name ?? '—',
    },
    {
      key: 'baseSalary',
      dataIndex: 'baseSalary',
      title: t('BaseSalary'),
      align: 'end',
      sortable: true,
      render: (amount: string) => formatMoney(amount),
    },
  ];

  const toolbar = (
    <Space wrap>
      <ViewModeSwitch value={view} onChange={setView} />
      {crud.toolbar}
    </Space>
  );

  return (
    <>
      {view === 'table' ? (
        <ResourceTable<JobTitleDto>
          title={t('JobTitles')}
          queryKey={jobTitleApi.keys.lists()}
          fetch={jobTitleApi.list}
          columns={columns}
          search={{ param: 'filter', placeholder: t('SearchByName') }}
          toolbar={toolbar}
          rowActions={crud.rowActions}
          // The spec's table is unpaged (up to 1000).
          unpaged
        />
      ) : (
        <Card title={t('JobTitles')} extra={toolbar} className="resource-card">
          <JobTitleChart actions={chartActions} />
        </Card>
      )}
      <JobTitleFormDialog {...crud.dialog} />
    </>
  );
}
