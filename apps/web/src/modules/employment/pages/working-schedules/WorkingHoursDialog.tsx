import type { WorkingScheduleDto } from '@hr/contracts';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
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
    <Modal
      open={schedule !== undefined}
      title={schedule ? t('WorkingHoursOf', { name: schedule.name }) : ''}
      width={700}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('Close')}</Button>}
      destroyOnHidden
    >
      {schedule && <WorkingHoursTable hours={schedule.workingHours} />}
    </Modal>
  );
}
