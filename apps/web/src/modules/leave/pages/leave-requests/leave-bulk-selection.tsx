import type { LeaveRequestDto } from '@hr/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RowSelection } from '../../../../components/ResourceTable.tsx';
import { useDecisionSelection } from '../../../requests/public.ts';
import { formatDuration } from '../../components/LeaveRequestDetails.tsx';

/** A request as a bulk decision's report names it: employee, type, dates. */
const nameOf = (r: LeaveRequestDto) =>
  [r.employeeName, r.leaveTypeName, r.dateAndTimeRange].filter(Boolean).join(', ');

/**
 * HR's leave requests picked for a decision on several at once (`useDecisionSelection`): only the rows the
 * caller may decide (the server's `canApprove` / `canReject`) have a box; Approve's question names the
 * requests whose balance now is below zero (the balance counts the request's reservation, so approving
 * leaves it there).
 */
export function useLeaveBulkSelection(): RowSelection<LeaveRequestDto> {
  const { t } = useTranslation('leave');
  return useDecisionSelection<LeaveRequestDto>(nameOf, (rows) => {
    const negative = rows.filter((r) => r.balance !== null && r.balance < 0);
    if (negative.length === 0) return null;
    return (
      <div data-testid="negative-balances">
        <Typography.Text type="warning">{t('NegativeBalanceAfter')}</Typography.Text>
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {negative.map((r) => (
            <li key={r.id}>
              {nameOf(r)}: <bdi>{formatDuration(r.balance ?? 0, r.unit)}</bdi>
            </li>
          ))}
        </ul>
      </div>
    );
  });
}
