import {
  type AttendanceDayDto,
  AttendanceDayStatuses,
  type AttendanceDto,
  maxAttendanceDays,
} from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Space, Table, type TableColumnType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { getLanguage } from '../../../../app/language.ts';
import { EnumTag } from '../../../../components/EnumTag.tsx';
import { formatDate, formatMinutes } from '../../../../components/format.ts';
import { type DateRange, formatInstant } from '../../../../components/tenant-time.ts';
import { attendanceApi } from '../../api/attendance.api.ts';
import { daysTotals, daysViewRange, leaveOfDay, minutesOrDash, weekdayName } from './attendance-days.ts';

/** The totals row's cells after "Total", columns 3 to 8: the sum, how it is written, its alignment. */
const totalCells = [
  ['expectedMinutes', formatMinutes, 'end'],
  ['workedMinutes', formatMinutes, 'end'],
  ['leaveMinutes', minutesOrDash, undefined],
  ['missingMinutes', minutesOrDash, 'end'],
  ['lateMinutes', minutesOrDash, 'end'],
  ['earlyLeaveMinutes', minutesOrDash, 'end'],
] as const;

export interface AttendanceDaysTableProps {
  employeeId: string;
  /** The page's work-day filter; none: this month. */
  range: DateRange | null;
  zone: string;
}

/**
 * One employee's work days (the Days view of hr/attendance): the status of each day, what was expected,
 * worked, taken as approved leave and is missing, late and early, and the day's records when expanded.
 */
export function AttendanceDaysTable({ employeeId, range, zone }: AttendanceDaysTableProps) {
  const { t } = useTranslation('time');
  const language = getLanguage();
  const { from, to, tooLong } = daysViewRange(range, zone);
  const query = { employeeId, fromDate: from, toDate: to };
  const days = useQuery({
    queryKey: attendanceApi.keys.days(query),
    queryFn: ({ signal }) => attendanceApi.days(query, signal),
    enabled: !tooLong,
  });

  if (tooLong)
    return (
      <Alert
        type="warning"
        showIcon
        role="alert"
        title={t('DaysRangeTooLong', { days: maxAttendanceDays })}
      />
    );
  if (days.isError) return <Alert type="error" showIcon role="alert" title={t('DaysLoadFailed')} />;

  const minutes = (key: 'expectedMinutes' | 'workedMinutes') => (d: AttendanceDayDto) =>
    formatMinutes(d[key]);
  const columns: TableColumnType<AttendanceDayDto>[] = [
    {
      key: 'date',
      title: t('Date'),
      render: (_, d) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {formatDate(d.date)}{' '}
          <Typography.Text type="secondary">{weekdayName(d.dayOfWeek, language)}</Typography.Text>
        </span>
      ),
    },
    {
      key: 'status',
      title: t('DayStatus'),
      render: (_, d) => <EnumTag enum={AttendanceDayStatuses} value={d.status} />,
    },
    { key: 'expected', title: t('Expected'), align: 'end', render: (_, d) => minutes('expectedMinutes')(d) },
    { key: 'worked', title: t('Worked'), align: 'end', render: (_, d) => minutes('workedMinutes')(d) },
    {
      key: 'leave',
      title: t('Leave'),
      render: (_, d) => (
        <Space size={4} wrap>
          {leaveOfDay(d).map((l) => (
            <Tag key={`${l.leaveTypeName}|${l.isPaid}`} color={l.isPaid ? 'blue' : 'orange'}>
              {l.leaveTypeName} {l.wholeDay ? t('WholeDay') : formatMinutes(l.minutes)} ·{' '}
              {l.isPaid ? t('Paid') : t('Unpaid')}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      key: 'missing',
      title: t('Missing'),
      align: 'end',
      render: (_, d) =>
        d.missingMinutes ? (
          <Typography.Text type="danger">{formatMinutes(d.missingMinutes)}</Typography.Text>
        ) : (
          '—'
        ),
    },
    { key: 'late', title: t('Late'), align: 'end', render: (_, d) => minutesOrDash(d.lateMinutes) },
    {
      key: 'early',
      title: t('EarlyLeave'),
      align: 'end',
      render: (_, d) => minutesOrDash(d.earlyLeaveMinutes),
    },
  ];

  const stay = (r: AttendanceDto) =>
    `${formatInstant(r.checkIn, zone)} – ${r.checkOut ? formatInstant(r.checkOut, zone) : t('StillIn')}`;

  return (
    <Table<AttendanceDayDto>
      rowKey="date"
      size="small"
      loading={days.isLoading}
      dataSource={days.data ?? []}
      columns={columns}
      pagination={false}
      scroll={{ x: 'max-content' }}
      aria-label={t('AttendanceDays')}
      expandable={{
        rowExpandable: (d) => d.records.length > 0,
        expandedRowRender: (d) => (
          <Space orientation="vertical" size={2}>
            {d.records.map((r) => (
              <span key={r.id}>{stay(r)}</span>
            ))}
          </Space>
        ),
      }}
      summary={(shown) => {
        if (!shown.length) return null;
        const total = daysTotals(shown);
        return (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={3}>
              <Typography.Text strong>{t('Total')}</Typography.Text>
            </Table.Summary.Cell>
            {totalCells.map(([key, format, align], i) => (
              <Table.Summary.Cell key={key} index={i + 3} align={align}>
                {format(total[key])}
              </Table.Summary.Cell>
            ))}
          </Table.Summary.Row>
        );
      }}
    />
  );
}
