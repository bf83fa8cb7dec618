import { PlusOutlined } from '@ant-design/icons';
import { type JobTitleDto, type JobTitleTreeNode, OrganisationPermissions } from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../../app/config/usePermission.ts';
import { formatMoney } from '../../../../components/format.ts';
import { type ResourceColumn, ResourceTable, type RowAction } from '../../../../components/ResourceTable.tsx';
import { useCrudActions } from '../../../../components/useCrudActions.tsx';
import { useViewMode, ViewModeSwitch } from '../../../../components/ViewModeSwitch.tsx';
import { departmentApi } from '../../api/department.api.ts';
import { jobTitleApi } from '../../api/job-title.api.ts';
import { JobTitleChart } from './JobTitleChart.tsx';
import { JobTitleFormDialog } from './JobTitleFormDialog.tsx';

interface DialogState {
  open: boolean;
  jobTitle?: JobTitleDto;
  parentId?: string;
}

const policies = OrganisationPermissions.DepartmentsAndJobTitles;

/** Job titles: an unpaged table (up to 1000) or the org chart with employees, with New and Edit dialogs. */
export function JobTitlesPage() {
  const { t } = useTranslation('organisation');
  const [view, setView] = useViewMode();
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const canCreate = usePermission(policies.Create);
  const departments = useQuery(departmentApi.picker());
  const crud = useCrudActions<JobTitleDto>({
    api: jobTitleApi,
    policies: { create: policies.Create, update: policies.Update, delete: policies.Delete },
    newLabel: t('NewJobTitle'),
    onCreate: () => setDialog({ open: true }),
    onEdit: (jobTitle) => setDialog({ open: true, jobTitle }),
  });

  const chartActions: RowAction<JobTitleTreeNode>[] = [
    {
      key: 'add-child',
      label: t('NewReportingJobTitle'),
      icon: <PlusOutlined />,
      visible: canCreate,
      onClick: (node) => setDialog({ open: true, parentId: node.id }),
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
    { key: 'name', dataIndex: 'name', title: t('Name') },
    {
      key: 'departmentName',
      dataIndex: 'departmentName',
      title: t('Department'),
      filters: (departments.data?.items ?? []).map((d) => ({ text: d.name, value: d.id })),
      filterMultiple: false,
      filterSearch: true,
      filterParam: 'departmentId',
    },
    {
      key: 'jobTitleName',
      dataIndex: 'jobTitleName',
      title: t('ParentJobTitle'),
      render: (name: string | null) => name ?? '—',
    },
    {
      key: 'baseSalary',
      dataIndex: 'baseSalary',
      title: t('BaseSalary'),
      align: 'end',
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
      <JobTitleFormDialog
        open={dialog.open}
        jobTitle={dialog.jobTitle}
        parentId={dialog.parentId}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
      />
    </>
  );
}
