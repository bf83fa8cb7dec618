import type { AttendanceRequestDetailsDto } from '@hr/contracts';
import { RequestDetailsDialog, type RequestView } from '../../../components/RequestDetailsDialog.tsx';
import { attendanceRequestApi } from '../api/attendance-request.api.ts';
import { AttendanceRequestDetails } from './AttendanceRequestDetails.tsx';

/**
 * View: one attendance-correction request with its records before and after, in a dialog closed while `id`
 * is null (the caller's list of requests, and My attendance's pending days through `public.ts`).
 */
export function AttendanceRequestDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  return <RequestDetailsDialog id={id} onClose={onClose} view={attendanceRequestView} />;
}

const attendanceRequestView: RequestView<AttendanceRequestDetailsDto> = {
  namespace: 'requests',
  title: 'AttendanceRequest',
  api: attendanceRequestApi,
  Details: AttendanceRequestDetails,
};
