import { type LeaveRequestDto, LeaveRequestStates } from '@hr/contracts';
import { Flex, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { EnumTag } from '../../../components/EnumTag.tsx';
import type { ResourceColumn } from '../../../components/ResourceTable.tsx';
import { formatInstant } from '../../../components/tenant-time.ts';
import { formatDuration, RequestDates } from './LeaveRequestDetails.tsx';

/** The columns both lists show: type, dates, duration in its unit, state in its colour, creation time. */
export function leaveRequestColumns(t: TFunction, zone: string): ResourceColumn<LeaveRequestDto>[] {
  return [
    { key: 'leaveTypeName', dataIndex: 'leaveTypeName', title: t('LeaveType') },
    {
      key: 'from',
      dataIndex: 'dateAndTimeRange',
      title: t('DateAndTimeRange'),
      render: (range: string) => <RequestDates text={range} />,
    },
    {
      key: 'duration',
      title: t('Duration'),
      render: (_: unknown, r: LeaveRequestDto) => formatDuration(r.duration, r.durationUnit),
    },
    {
      key: 'state',
      dataIndex: 'state',
      title: t('State'),
      render: (s: number) => <EnumTag enum={LeaveRequestStates} value={s} />,
    },
    {
      key: 'creationTime',
      dataIndex: 'creationTime',
      title: t('CreationTime'),
      render: (v: string) => formatInstant(v, zone),
    },
  ];
}

/** HR's column of the balance now of the allocation a request draws on ('—' for a type without one). */
export function leaveBalanceColumn(t: TFunction): ResourceColumn<LeaveRequestDto> {
  return {
    key: 'balance',
    title: t('BalanceNow'),
    render: (_: unknown, r: LeaveRequestDto) =>
      r.balance === null ? (
        '—'
      ) : (
        <span style={{ whiteSpace: 'nowrap' }}>{formatDuration(r.balance, r.unit)}</span>
      ),
  };
}

/**
 * On a phone (ResourceTable's `phoneColumns`) one column holds the request: the employee when the list is
 * everyone's, the type, the dates, the duration and the state, one under the other (and HR's balance now),
 * so that nothing hides behind a sideways scroll.
 */
export function leaveRequestPhoneColumns(
  t: TFunction,
  options: { employee?: boolean; balance?: boolean } = {},
): ResourceColumn<LeaveRequestDto>[] {
  return [
    {
      key: 'from',
      title: t('LeaveRequest'),
      render: (_: unknown, r: LeaveRequestDto) => (
        <Flex vertical gap={2}>
          {options.employee ? <Typography.Text strong>{r.employeeName}</Typography.Text> : null}
          <Typography.Text strong={!options.employee}>{r.leaveTypeName}</Typography.Text>
          {/* The outer span keeps the line on the page's side. */}
          <span>
            <RequestDates text={r.dateAndTimeRange} />
          </span>
          <Flex gap={8} align="center" wrap>
            <span>{formatDuration(r.duration, r.durationUnit)}</span>
            <EnumTag enum={LeaveRequestStates} value={r.state} />
          </Flex>
          {options.balance && r.balance !== null ? (
            <Typography.Text type="secondary">
              {t('BalanceNow')}: {formatDuration(r.balance, r.unit)}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
  ];
}
