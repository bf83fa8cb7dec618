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
import { formatDaysHours } from '../leave-figures.ts';
import { formatDuration, RequestDates } from './LeaveRequestDetails.tsx';

interface Balance {
  key: string;
  leaveTypeName: string;
  validity: readonly [string, string] | null;
  /** The type's unit: the figures are shown in it, in words ("18 days", "14 ساعة"). */
  unit: number;
  balanceDays: number;
  balanceHours: number;
  totalDays: number;
  totalHours: number;
}

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
        unit: b.requestUnit,
        balanceDays: b.balanceDays,
        balanceHours: b.balanceHours,
        totalDays: b.totalDays,
        totalHours: b.totalHours,
      }));
    const page = await call(leaveAllocationEndpoints.list, {
      query: { employeeId, validOn: today, maxResultCount: 100 },
    });
    return page.items.map((a: LeaveAllocationDto) => ({
      key: a.id,
      leaveTypeName: a.leaveTypeName,
      validity: [a.validityFrom, a.validityTo] as const,
      unit: a.requestUnit,
      balanceDays: a.balanceDays,
      balanceHours: a.balanceHours,
      totalDays: a.numberOfDays + a.carriedDays,
      totalHours: a.numberOfHours,
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
              render: (_, b) => <strong>{formatDaysHours(b.unit, b.balanceDays, b.balanceHours)}</strong>,
            },
            {
              key: 'total',
              title: t('Profile.Allocated'),
              render: (_, b) => formatDaysHours(b.unit, b.totalDays, b.totalHours),
            },
            // The employee's own balances carry no validity: no column of dashes.
            ...(self
              ? []
              : [
                  {
                    key: 'validity',
                    title: t('Profile.Validity'),
                    render: (_: unknown, b: Balance) =>
                      b.validity ? <FormattedValue kind="dateRange" value={b.validity} /> : '—',
                  },
                ]),
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
              render: (v: string) => <RequestDates text={v} />,
            },
            {
              key: 'duration',
              title: t('Profile.Duration'),
              render: (_, r) => formatDuration(r.duration, r.durationUnit),
            },
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
