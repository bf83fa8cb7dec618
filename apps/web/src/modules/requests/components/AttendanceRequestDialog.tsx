import { useTranslation } from 'react-i18next';
import { DetailsDialog } from '../../../components/self-request.tsx';
import { attendanceRequestApi } from '../api/attendance-request.api.ts';
import { AttendanceRequestDetails } from './AttendanceRequestDetails.tsx';

/**
 * View: one attendance-correction request with its records before and after, in a dialog closed while `id`
 * is null (the caller's list of requests, and My attendance's pending days through `public.ts`).
 */
export function AttendanceRequestDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation('requests');
  return (
    <DetailsDialog
      id={id}
      title={t('AttendanceRequest')}
      queryKey={attendanceRequestApi.keys.detail}
      read={attendanceRequestApi.get}
      onClose={onClose}
      closeText={t('Close')}
    >
      {(request) => <AttendanceRequestDetails request={request} />}
    </DetailsDialog>
  );
}
