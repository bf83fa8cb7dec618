import type { LeaveRequestDto } from '@hr/contracts';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatBalance, leaveRequestHeadItems } from '../../components/LeaveRequestDetails.tsx';

/**
 * What a decision from HR's list is about, above its question: the employee, the type, the dates, the
 * duration, the balance now (after this request's reservation while it waits) and the employee's reason.
 */
export function LeaveRequestSummary({ request }: { request: LeaveRequestDto }) {
  const { t } = useTranslation('leave');
  return (
    <Descriptions
      size="small"
      column={1}
      data-testid="leave-request-summary"
      style={{ marginBlock: 8 }}
      items={[
        ...leaveRequestHeadItems(t, request),
        { key: 'balance', label: t('BalanceNow'), children: formatBalance(t, request) },
        ...(request.reason ? [{ key: 'reason', label: t('Reason'), children: request.reason }] : []),
      ]}
    />
  );
}
