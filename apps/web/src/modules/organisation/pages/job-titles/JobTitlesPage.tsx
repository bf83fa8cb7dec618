import type { JobTitleDto, JobTitleTreeNode } from '@hr/contracts';
import { useTranslation } from 'react-i18next';
import { useLookup } from '../../../../components/lookup.ts';
import type { ResourceColumn, RowAction } from '../../../../components/ResourceTable.tsx';
import { ResourceViews } from '../../../../components/ResourceViews.tsx';
import { departmentApi } from '../../api/department.api.ts';
import { jobTitleApi } from '../../api/job-title.api.ts';
import { useHierarchyPage } from '../../components/useHierarchyPage.tsx';
import { JobTitleChart } from './JobTitleChart.tsx';
import { JobTitleFormDialog } from './JobTitleFormDialog.tsx';

/** Job titles: an unpaged table (up to 1000) or the org chart with employees, with New and Edit dialogs. */
export function JobTitlesPage() {
  const { t } = useTranslation('organisation');
  const departments = useLookup(departmentApi.picker());
  const crud = useHierarchyPage<JobTitleDto>({
    api: jobTitleApi,
    newLabel: t('NewJobTitle'),
    newChildLabel: t('NewReportingJobTitle'),
  });

  const chartActions: RowAction<JobTitleTreeNode>[] = [
    crud.addChild,
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
      ...(departments.allowed && {
        filters: (departments.data?.items ?? []).map((d) => ({ text: d.name, value: d.id })),
        filterMultiple: false,
        filterSearch: true,
        filterParam: 'departmentId',
      }),
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
      kind: 'money',
    },
  ];

  return (
    <>
      <ResourceViews<JobTitleDto, 'tree'>
        {...crud.table}
        title={t('JobTitles')}
        columns={columns}
        views={{ tree: <JobTitleChart actions={chartActions} /> }}
      />
      <JobTitleFormDialog {...crud.dialog} />
    </>
  );
}
