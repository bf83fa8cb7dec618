import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HomeSummaryCard } from '../../../components/HomeSummaryCard.tsx';
import { leaveAllocationApi } from '../api/leave-allocation.api.ts';
import { leaveRequestApi } from '../api/leave-request.api.ts';
import { formatDaysHours } from '../leave-figures.ts';

/**
 * The home card of the employee's leave: what is left of each leave type today (the first few), how many
 * of their requests wait for a decision, and the way to file a new one.
 */
export function MyLeaveHomeCard() {
  const { t } = useTranslation('leave');
  const balances = useQuery(leaveAllocationApi.ownForHome());
  const pending = useQuery(leaveRequestApi.pendingForHome());
  const waiting = pending.data?.totalCount ?? 0;
  return (
    <HomeSummaryCard
      title={t('MyAllocations')}
      to="/self-service/my-allocations"
      testId="home-leave"
      query={balances}
      footer={
        <Link to="/self-service/my-leave-requests/create">
          <Button type="primary" icon={<PlusOutlined />} block>
            {t('NewLeaveRequest')}
          </Button>
        </Link>
      }
    >
      {balances.data?.items.length ? (
        <Flex vertical gap={6}>
          {balances.data.items.map((b) => (
            <Flex key={b.leaveTypeId} justify="space-between" gap={12} data-testid="home-balance">
              <Typography.Text ellipsis={{ tooltip: b.leaveTypeName }}>{b.leaveTypeName}</Typography.Text>
              <Typography.Text strong style={{ flex: 'none' }}>
                {formatDaysHours(b.requestUnit, b.balanceDays, b.balanceHours)}
              </Typography.Text>
            </Flex>
          ))}
        </Flex>
      ) : (
        <Typography.Text type="secondary">{t('NoBalances')}</Typography.Text>
      )}
      {waiting > 0 && (
        <Link to="/self-service/my-leave-requests">{t('PendingApprovalCount', { count: waiting })}</Link>
      )}
    </HomeSummaryCard>
  );
}
