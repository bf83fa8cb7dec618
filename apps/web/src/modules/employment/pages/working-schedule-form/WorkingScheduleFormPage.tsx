import {
  ContractsPermissions,
  createWorkingScheduleInput,
  updateWorkingScheduleInput,
  type WorkingScheduleDto,
} from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Input, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { usePermission } from '../../../../app/config/usePermission.ts';
import { Field } from '../../../../components/Field.tsx';
import { FormPage } from '../../../../components/FormPage.tsx';
import { workingScheduleApi } from '../../api/working-schedule.api.ts';
import { workingSchedulePaths } from '../../working-schedule.routes.ts';
import { WorkingHoursGrid } from './WorkingHoursGrid.tsx';

const P = ContractsPermissions.WorkingSchedules;

/** hr/working-schedules/create and hr/working-schedules/update/:id: the name and the working-hours grid. */
export function WorkingScheduleFormPage() {
  const { t } = useTranslation('employment');
  const { id } = useParams();
  const navigate = useNavigate();
  const canUpdate = usePermission(P.Update);
  const query = useQuery({
    queryKey: workingScheduleApi.keys.detail(id ?? ''),
    queryFn: () => workingScheduleApi.get(id ?? ''),
    enabled: id !== undefined,
    // The form starts from what the server has now, not from a cached copy.
    staleTime: 0,
  });
  if (id !== undefined && query.isError)
    return <Result status="warning" title={t('common::LoadFailed')} subTitle={query.error.message} />;
  const schedule: WorkingScheduleDto | undefined = query.data;
  const readOnly = id !== undefined && !canUpdate;

  return (
    <FormPage
      title={
        schedule
          ? readOnly
            ? schedule.name
            : t('EditWorkingScheduleTitle', { name: schedule.name })
          : t('NewWorkingSchedule')
      }
      loading={id !== undefined && query.isPending}
      readOnly={readOnly}
      record={schedule}
      api={workingScheduleApi.forms}
      schemas={{ create: createWorkingScheduleInput, update: updateWorkingScheduleInput }}
      defaults={{ workingHours: [] }}
      onDone={() => void navigate(workingSchedulePaths.list)}
    >
      <Field name="name" label={t('Name')}>
        <Input autoComplete="off" autoFocus={!schedule} style={{ maxWidth: 480 }} />
      </Field>
      <Field name="workingHours" label={t('WorkingHours')} style={{ marginBottom: 0 }}>
        <WorkingHoursGrid readOnly={readOnly} />
      </Field>
    </FormPage>
  );
}
