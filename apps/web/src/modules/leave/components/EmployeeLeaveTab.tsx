import {
  type LeaveAllocationDto,
  type LeaveRequestDto,
  LeaveRequestStates,
  leaveAllocationEndpoints,
  leaveRequestEndpoints,
} from '@hr/contracts';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../../app/api-client.ts';
import { usePermission } from '../../../app/config/usePermission.ts';
import { policyOf } from '../../../app/menu/module-menu.ts';
import { EnumTag } from '../../../components/EnumTag.tsx';
import { FormattedValue } from '../../../components/FormattedValue.tsx';
import { ProfileTable } from '../../../components/ProfileTable.tsx';
import { leaveAllocationApi } from '../api/leave-allocation.api.ts';
import { leaveRequestKeys } from '../api/leave-request.api.ts';

interface Balance {
  key: string;
  leaveTypeName: string;
  validity: readonly [string, string] | null;
  balanceDays: number;
  balanceHours: number;
  total: string;
}

const figure = (days: number, hours: number) =>
  [days ? `${days}d` : '', hours ? `${hours}h` : ''].join(' ').trim() || '0';

/**
 * The profile's Leave tab: balances (HR: the allocations valid today, with the allocations' read policy; the
 * employee: their own balances) and the leave requests (HR's list filtered by employee, or the employee's own).
 */
export function EmployeeLeaveTab({ employeeId, self }: { employeeId: string; self: boolean }) {
  const { t } = useTranslation('leave');
  const canAllocations = usePermission(policyOf(leaveAllocationEndpoints.list));
  const canRequests = usePermission(policyOf(leaveRequestEndpoints.all));
  const today = new Date().toISOString().slice(0, 10);
  const balances = async (): Promise<Balance[]> => {
    if (self)
      return (
        await call(leaveAllocationEndpoints.own, { query: { skipCount: 0, maxResultCount: 100 } })
      ).items.map((b) => ({
        key: b.leaveTypeId,
        leaveTypeName: b.leaveTypeName,
        validity: null,
        balanceDays: b.balanceDays,
        balanceHours: b.balanceHours,
        total: figure(b.totalDays, b.totalHours),
      }));
    const page = await call(leaveAllocationEndpoints.list, {
      query: { employeeId, validOn: today, maxResultCount: 100 },
    });
    return page.items.map((a: LeaveAllocationDto) => ({
      key: a.id,
      leaveTypeName: a.leaveTypeName,
      validity: [a.validityFrom, a.validityTo] as const,
      balanceDays: a.balanceDays,
      balanceHours: a.balanceHours,
      total: figure(a.numberOfDays + a.carriedDays, a.numberOfHours),
    }));
  };
  const requests = async () =>
    self
      ? (await call(leaveRequestEndpoints.list, { query: { skipCount: 0, maxResultCount: 50 } })).items
      : (await call(leaveRequestEndpoints.all, { query: { employeeId, maxResultCount: 50 } })).items;
  return (
    <Flex vertical gap={16}>
      {(self || canAllocations) && (
        <ProfileTable<Balance>
          title={t('Profile.Balances')}
          testId="profile-leave-balances"
          rowKey="key"
          empty={t('Profile.NoBalances')}
          queryKey={[...leaveAllocationApi.keys.all, 'profile', self ? 'own' : employeeId, today]}
          queryFn={balances}
          columns={[
            { key: 'type', title: t('Profile.LeaveType'), dataIndex: 'leaveTypeName' },
            {
              key: 'balance',
              title: t('Profile.Balance'),
              render: (_, b) => <strong>{figure(b.balanceDays, b.balanceHours)}</strong>,
            },
            { key: 'total', title: t('Profile.Allocated'), dataIndex: 'total' },
            {
              key: 'validity',
              title: t('Profile.Validity'),
              render: (_, b) => (b.validity ? <FormattedValue kind="dateRange" value={b.validity} /> : '—'),
            },
          ]}
        />
      )}
      {(self || canRequests) && (
        <ProfileTable<LeaveRequestDto>
          title={t('Profile.Requests')}
          testId="profile-leave-requests"
          rowKey="id"
          empty={t('Profile.NoRequests')}
          queryKey={[...leaveRequestKeys.all, 'profile', self ? 'own' : employeeId]}
          queryFn={requests}
          columns={[
            { key: 'type', title: t('Profile.LeaveType'), dataIndex: 'leaveTypeName' },
            {
              key: 'when',
              title: t('Profile.When'),
              dataIndex: 'dateAndTimeRange',
              render: (v: string) => <bdi>{v}</bdi>,
            },
            { key: 'duration', title: t('Profile.Duration'), dataIndex: 'duration' },
            {
              key: 'state',
              title: t('Profile.State'),
              render: (_, r) => <EnumTag enum={LeaveRequestStates} value={r.state} />,
            },
          ]}
        />
      )}
    </Flex>
  );
}
