import { DaysOfWeek, runsPastMidnight, type WorkingHourInput } from '@hr/contracts';
import { Table, type TableColumnType, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { enumLabel } from '../../../../components/enum-options.ts';
import { formatTime } from '../../../../components/format.ts';

/** A working hour as a row: saved (with its id) or still in the form. */
export type WorkingHourRow = WorkingHourInput;

export interface WorkingHoursTableProps {
  hours: readonly WorkingHourRow[];
  /** A last column of the row's buttons (the form's edit and remove). */
  actions?: (hour: WorkingHourRow, index: number) => ReactNode;
}

/**
 * The hours of a schedule: day, from and to on the 12-hour clock (hh:mm a), expected attendance as HH:mm;
 * an hour whose end is before its start is marked as ending the next day.
 */
export function WorkingHoursTable({ hours, actions }: WorkingHoursTableProps) {
  const { t } = useTranslation('employment');
  const columns: TableColumnType<WorkingHourRow>[] = [
    { key: 'day', title: t('Day'), render: (_, h) => enumLabel(DaysOfWeek, Number(h.day)) },
    { key: 'from', title: t('From'), render: (_, h) => <bdi>{formatTime(h.from)}</bdi> },
    {
      key: 'to',
      title: t('To'),
      render: (_, h) => (
        <>
          <bdi>{formatTime(h.to)}</bdi>{' '}
          {runsPastMidnight(h.from, h.to) && (
            <Tag bordered={false} color="purple" style={{ marginInlineStart: 8 }}>
              {t('NextDay')}
            </Tag>
          )}
        </>
      ),
    },
    {
      key: 'expectedAttendance',
      title: t('ExpectedAttendance'),
      render: (_, h) => <bdi>{h.expectedAttendance}</bdi>,
    },
    ...(actions
      ? [
          {
            key: 'actions',
            title: t('common::Actions'),
            width: 120,
            render: (_: unknown, h: WorkingHourRow, i: number) => actions(h, i),
          },
        ]
      : []),
  ];
  return (
    <Table<WorkingHourRow>
      size="small"
      rowKey={(h) => h.id ?? `${h.day} ${h.from} ${h.to}`}
      columns={columns}
      dataSource={hours as WorkingHourRow[]}
      pagination={false}
      locale={{ emptyText: t('NoWorkingHours') }}
    />
  );
}
