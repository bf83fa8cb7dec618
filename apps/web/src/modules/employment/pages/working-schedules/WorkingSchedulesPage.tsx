import { ClockCircleOutlined } from '@ant-design/icons';
import { ContractsPermissions, DaysOfWeek, type WorkingScheduleDto } from '@hr/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../../app/language.ts';
import { enumLabel } from '../../../../components/enum-options.ts';
import { formatNumber, listFormat } from '../../../../components/format.ts';
import { type ResourceColumn, ResourceTable, type RowAction } from '../../../../components/ResourceTable.tsx';
import { resourceList } from '../../../../components/resource-list.ts';
import { usePageCrudActions } from '../../../../components/usePageCrudActions.tsx';
import { workingScheduleApi } from '../../api/working-schedule.api.ts';
import { workingSchedulePaths } from '../../working-schedule.routes.ts';
import { WorkingHoursDialog } from './WorkingHoursDialog.tsx';

const P = ContractsPermissions.WorkingSchedules;

/** The days a schedule works, in week order, each once, as the language lists them. */
const workingDays = (s: WorkingScheduleDto) =>
  listFormat(intlLocale(), { style: 'short', type: 'unit' }).format(
    [...new Set(s.workingHours.map((h) => h.day))].sort((a, b) => a - b).map((d) => enumLabel(DaysOfWeek, d)),
  );

/** hr/working-schedules: name, working days and average hour number; Edit, Working hours and Delete. */
export function WorkingSchedulesPage() {
  const { t } = useTranslation('employment');
  const [shown, setShown] = useState<WorkingScheduleDto>();
  const crud = usePageCrudActions<WorkingScheduleDto>({
    api: workingScheduleApi,
    policies: P,
    newLabel: t('NewWorkingSchedule'),
    pages: { create: workingSchedulePaths.create, update: workingSchedulePaths.update },
    viewLabel: t('View'),
  });
  const [edit, remove] = crud.rowActions as [RowAction<WorkingScheduleDto>, RowAction<WorkingScheduleDto>];
  const rowActions: RowAction<WorkingScheduleDto>[] = [
    // Without Update the row opens the same page read-only.
    crud.view,
    edit,
    {
      key: 'working-hours',
      label: t('WorkingHours'),
      icon: <ClockCircleOutlined />,
      visible: (s) => s.workingHours.length > 0,
      onClick: setShown,
    },
    remove,
  ];

  const columns: ResourceColumn<WorkingScheduleDto>[] = [
    { key: 'name', dataIndex: 'name', title: t('Name') },
    { key: 'days', title: t('WorkingDays'), render: (_, s) => workingDays(s) },
    {
      key: 'averageHourNumber',
      dataIndex: 'averageHourNumber',
      title: t('AverageHourNumber'),
      align: 'end',
      render: (n: number) => formatNumber(n, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    },
  ];

  return (
    <>
      <ResourceTable<WorkingScheduleDto>
        {...resourceList(workingScheduleApi)}
        title={t('WorkingSchedules')}
        columns={columns}
        search={{ param: 'filter', placeholder: t('SearchByName') }}
        toolbar={crud.toolbar}
        rowActions={rowActions}
      />
      <WorkingHoursDialog schedule={shown} onClose={() => setShown(undefined)} />
    </>
  );
}
