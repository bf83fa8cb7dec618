import type { LeaveRequestDto } from '@hr/contracts';
import { useTranslation } from 'react-i18next';
import { DecisionSummary } from '../../../requests/public.ts';
import { formatBalance, leaveRequestHeadItems } from '../../components/LeaveRequestDetails.tsx';

/**
 * What a decision from HR's list is about, above its question: the employee, the type, the dates, the
 * duration, the balance now (after this request's reservation while it waits) and the employee's reason.
 */
export function LeaveRequestSummary({ request }: { request: LeaveRequestDto }) {
  const { t } = useTranslation('leave');
  return (
    <DecisionSummary
      testId="leave-request-summary"
      reason={request.reason}
      items={[
        ...leaveRequestHeadItems(t, request),
        { key: 'balance', label: t('BalanceNow'), children: formatBalance(t, request) },
      ]}
    />
  );
}
