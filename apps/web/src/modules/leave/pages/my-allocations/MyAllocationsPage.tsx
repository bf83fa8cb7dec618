import type { LeaveAllocationDto, OwnLeaveBalanceDto } from '@hr/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Grid, Modal, Result, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../../components/format.ts';
import { leaveAllocationApi } from '../../api/leave-allocation.api.ts';
import { formatDaysHours } from '../../leave-figures.ts';

const figure = (n: number) => formatNumber(n, { maximumFractionDigits: 2 });

/**
 * /self-service/my-allocations: the signed-in employee's balance per leave type (what is left today, and the
 * days and hours allocated); a row opens that type's allocations. One narrow column set, so a phone reads it.
 */
export function MyAllocationsPage() {
  const { t } = useTranslation('leave');
  const [page, setPage] = useState({ index: 0, size: 10 });
  const [opened, setOpened] = useState<OwnLeaveBalanceDto | null>(null);
  // On a phone the four columns fit its width: compact cells, the type's name wrapping.
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
      width: narrow ? 105 : undefined,
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
      key: 'totalDays',
      dataIndex: 'totalDays',
      title: t('TotalDays'),
      align: 'end',
      width: narrow ? 64 : undefined,
      render: figure,
    },
    {
      key: 'totalHours',
      dataIndex: 'totalHours',
      title: t('TotalHours'),
      align: 'end',
      width: narrow ? 64 : undefined,
      render: figure,
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
      <Modal
        open={opened !== null}
        title={opened?.leaveTypeName}
        width={700}
        onCancel={() => setOpened(null)}
        footer={<Button onClick={() => setOpened(null)}>{t('Close')}</Button>}
        destroyOnHidden
      >
        {opened && <AllocationsOfType balance={opened} />}
      </Modal>
    </>
  );
}

/** The details grid: the type's allocations, newest first, each with what is left of it. */
function AllocationsOfType({ balance }: { balance: OwnLeaveBalanceDto }) {
  const { t } = useTranslation('leave');
  const columns: TableColumnsType<LeaveAllocationDto> = [
    { key: 'validityFrom', dataIndex: 'validityFrom', title: t('ValidityFrom'), render: formatDate },
    { key: 'validityTo', dataIndex: 'validityTo', title: t('ValidityTo'), render: formatDate },
    {
      key: 'balance',
      title: t('Balance'),
      render: (_: unknown, a) => formatDaysHours(a.requestUnit, a.balanceDays, a.balanceHours),
    },
    {
      key: 'numberOfDays',
      dataIndex: 'numberOfDays',
      title: t('NumberOfDays'),
      align: 'end',
      render: figure,
    },
    {
      key: 'numberOfHours',
      dataIndex: 'numberOfHours',
      title: t('NumberOfHours'),
      align: 'end',
      render: figure,
    },
  ];
  return (
    <Table<LeaveAllocationDto>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={balance.allocations}
      scroll={{ x: 'max-content' }}
      pagination={false}
    />
  );
}
