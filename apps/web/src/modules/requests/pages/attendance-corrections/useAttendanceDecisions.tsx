import { AttendanceFixModes, type AttendanceRequestDto } from '@hr/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { enumLabel } from '../../../../components/enum-options.ts';
import type { RowAction } from '../../../../components/ResourceTable.tsx';
import { useTenantTimeZone } from '../../../../components/useTenantTimeZone.ts';
import { stayOf } from '../../components/attendance-request-columns.tsx';
import { DecisionSummary, useRowDecisions } from '../../components/useRowDecisions.tsx';
import { daysAffectedOfRequest } from '../attendance-requests/self-request-form.ts';

/** What a decision from HR's list is about, above its question: who, the stay, the days, how, why. */
function CorrectionSummary({ request }: { request: AttendanceRequestDto }) {
  const { t } = useTranslation('requests');
  const zone = useTenantTimeZone();
  return (
    <DecisionSummary
      testId="attendance-request-summary"
      reason={request.reason}
      items={[
        { key: 'employee', label: t('Employee'), children: request.employeeName ?? '—' },
        { key: 'stay', label: t('Stay'), children: <bdi>{stayOf(request, zone)}</bdi> },
        { key: 'days', label: t('DaysAffected'), children: daysAffectedOfRequest(request, zone) },
        { key: 'mode', label: t('FixMode'), children: enumLabel(AttendanceFixModes, request.mode) },
      ]}
    />
  );
}

/**
 * Approve and Reject in a row of HR's attendance corrections (`useRowDecisions`, as HR's leave requests):
 * Approve asks first, Reject asks for an optional reason, each above the request's summary.
 */
export function useAttendanceDecisions(): {
  rowActions: RowAction<AttendanceRequestDto>[];
  dialogs: ReactNode;
} {
  const { t } = useTranslation('requests');
  const { rowActions, dialogs } = useRowDecisions<AttendanceRequestDto>({
    approveTitle: t('ApproveAttendanceRequest'),
    summary: (r) => <CorrectionSummary request={r} />,
  });
  return { rowActions, dialogs };
}
