import {
  ContractsPermissions,
  createWorkingScheduleInput,
  updateWorkingScheduleInput,
  type WorkingScheduleDto,
} from '@hr/contracts';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Field } from '../../../../components/Field.tsx';
import { FormPage } from '../../../../components/FormPage.tsx';
import { useFormPageRecord } from '../../../../components/useFormPageRecord.tsx';
import { workingScheduleApi } from '../../api/working-schedule.api.ts';
import { workingSchedulePaths } from '../../working-schedule.routes.ts';
import { WorkingHoursGrid } from './WorkingHoursGrid.tsx';

const P = ContractsPermissions.WorkingSchedules;

/** hr/working-schedules/create and hr/working-schedules/update/:id: the name and the working-hours grid. */
export function WorkingScheduleFormPage() {
  const { t } = useTranslation('employment');
  const navigate = useNavigate();
  const page = useFormPageRecord(workingScheduleApi, P.Update);
  if (page.loadFailed) return page.loadFailed;
  const schedule: WorkingScheduleDto | undefined = page.record;
  const { readOnly } = page.frame;

  return (
    <FormPage
      title={
        schedule
          ? readOnly
            ? schedule.name
            : t('EditWorkingScheduleTitle', { name: schedule.name })
          : t('NewWorkingSchedule')
      }
      {...page.frame}
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
