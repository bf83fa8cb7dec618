import type { LeaveAllocationDto, OwnLeaveBalanceDto } from '@hr/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Button,
  Card,
  Descriptions,
  Flex,
  Grid,
  Result,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseOnlyDialog } from '../../../../components/CloseOnlyDialog.tsx';
import { FormattedValue } from '../../../../components/FormattedValue.tsx';
import { listPageSize } from '../../../../components/list-prefetch.ts';
import { leaveAllocationApi } from '../../api/leave-allocation.api.ts';
import { formatDaysHours } from '../../leave-figures.ts';

/**
 * /self-service/my-allocations: the signed-in employee's balance per leave type (what is left today, and what
 * was allocated, in the type's unit); a row opens that type's allocations with what each has given and
 * holds. Three columns, so a phone reads them without scrolling sideways.
 */
export function MyAllocationsPage() {
  const { t } = useTranslation('leave');
  const [page, setPage] = useState({ index: 0, size: listPageSize });
  const [opened, setOpened] = useState<OwnLeaveBalanceDto | null>(null);
  // On a phone the columns fit its width: compact cells, the type's name wrapping.
  const narrow = !Grid.useBreakpoint().sm;
  const balances = useQuery({
    ...leaveAllocationApi.own(page.index * page.size, page.size),
    placeholderData: keepPreviousData,
  });
  if (balances.isError)
    return <Result status="warning" title={t('common::LoadFailed')} subTitle={balances.error.message} />;

  const columns: TableColumnsType<OwnLeaveBalanceDto> = [
    {
      key: 'leaveTypeName',
      title: t('LeaveType'),
      render: (_: unknown, b) => (
        <Button type="link" style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}>
          {b.leaveTypeName}
        </Button>
      ),
    },
    {
      key: 'balance',
      title: t('Balance'),
      width: narrow ? 80 : undefined,
      render: (_: unknown, b) => formatDaysHours(b.requestUnit, b.balanceDays, b.balanceHours),
    },
    {
      key: 'allocated',
      title: t('Allocated'),
      width: narrow ? 80 : undefined,
      // With what was carried in; one figure in the type's unit (no "0" hours beside a type of days).
      render: (_: unknown, b) => formatDaysHours(b.requestUnit, b.totalDays, b.totalHours),
    },
  ];

  return (
    <>
      <Card title={t('MyAllocations')} className="resource-card" size={narrow ? 'small' : 'default'}>
        <Table<OwnLeaveBalanceDto>
          rowKey="leaveTypeId"
          size={narrow ? 'small' : 'middle'}
          columns={columns}
          dataSource={balances.data?.items ?? []}
          loading={balances.isFetching}
          // A phone: the table takes the card's width and its cells wrap.
          scroll={narrow ? undefined : { x: 'max-content' }}
          onRow={(b) => ({ onClick: () => setOpened(b), style: { cursor: 'pointer' } })}
          locale={{ emptyText: t('NoAllocations') }}
          pagination={{
            current: page.index + 1,
            pageSize: page.size,
            total: balances.data?.totalCount ?? 0,
            hideOnSinglePage: true,
            onChange: (current, size) => setPage({ index: size === page.size ? current - 1 : 0, size }),
          }}
        />
      </Card>
      <CloseOnlyDialog
        open={opened !== null}
        title={opened?.leaveTypeName}
        width={560}
        closeText={t('Close')}
        onClose={() => setOpened(null)}
      >
        {opened && <AllocationsOfType balance={opened} />}
      </CloseOnlyDialog>
    </>
  );
}

/**
 * The type's allocations, newest first, each as a short list that a phone shows whole: its validity, what
 * was allocated (and carried in), taken by approved requests, reserved by pending ones, and what is left,
 * so the balance can be checked against the requests.
 */
function AllocationsOfType({ balance }: { balance: OwnLeaveBalanceDto }) {
  const { t } = useTranslation('leave');
  const inUnit = (a: LeaveAllocationDto, days: number, hours: number) =>
    formatDaysHours(a.requestUnit, days, hours);
  return (
    <Flex vertical gap={12}>
      {balance.allocations.map((a) => (
        <Descriptions
          key={a.id}
          data-testid="own-allocation"
          bordered
          size="small"
          column={1}
          items={[
            {
              key: 'validity',
              label: t('Validity'),
              children: <FormattedValue kind="dateRange" value={[a.validityFrom, a.validityTo]} />,
            },
            {
              key: 'allocated',
              label: t('Allocated'),
              children: inUnit(a, a.numberOfDays, a.numberOfHours),
            },
            ...(a.carriedDays > 0
              ? [{ key: 'carried', label: t('Carried'), children: inUnit(a, a.carriedDays, 0) }]
              : []),
            { key: 'taken', label: t('Taken'), children: inUnit(a, a.takenDays, a.takenHours) },
            {
              key: 'reserved',
              label: t('Reserved'),
              children: inUnit(a, a.reservedDays, a.reservedHours),
            },
            {
              key: 'balance',
              label: t('Balance'),
              children: <Typography.Text strong>{inUnit(a, a.balanceDays, a.balanceHours)}</Typography.Text>,
            },
          ]}
        />
      ))}
    </Flex>
  );
}
