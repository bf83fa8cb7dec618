import { type LeaveRequestDto, LeaveRequestStates } from '@hr/contracts';
import type { TFunction } from 'i18next';
import { EnumTag } from '../../../components/EnumTag.tsx';
import type { ResourceColumn } from '../../../components/ResourceTable.tsx';
import { formatInstant } from '../../../components/tenant-time.ts';
import { formatDuration } from './LeaveRequestDetails.tsx';

/** The columns both lists show: type, dates, duration in its unit, state in its colour, creation time. */
export function leaveRequestColumns(t: TFunction, zone: string): ResourceColumn<LeaveRequestDto>[] {
  return [
    { key: 'leaveTypeName', dataIndex: 'leaveTypeName', title: t('LeaveType') },
    {
      key: 'from',
      dataIndex: 'dateAndTimeRange',
      title: t('DateAndTimeRange'),
      render: (range: string) => <bdi style={{ whiteSpace: 'nowrap' }}>{range}</bdi>,
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
