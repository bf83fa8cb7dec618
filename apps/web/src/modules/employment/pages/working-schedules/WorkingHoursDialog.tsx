import type { WorkingScheduleDto } from '@hr/contracts';
import { useTranslation } from 'react-i18next';
import { CloseOnlyDialog } from '../../../../components/CloseOnlyDialog.tsx';
import { WorkingHoursTable } from './WorkingHoursTable.tsx';

/** The list's Working hours action (700 px): the schedule's hours, read only. */
export function WorkingHoursDialog({
  schedule,
  onClose,
}: {
  schedule: WorkingScheduleDto | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('employment');
  return (
    <CloseOnlyDialog
      open={schedule !== undefined}
      title={schedule ? t('WorkingHoursOf', { name: schedule.name }) : ''}
      width={700}
      closeText={t('Close')}
      onClose={onClose}
    >
      {schedule && <WorkingHoursTable hours={schedule.workingHours} />}
    </CloseOnlyDialog>
  );
}
