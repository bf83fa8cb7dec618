import {
  ClockCircleOutlined,
  EditOutlined,
  EyeOutlined,
  LeftOutlined,
  RightOutlined,
} from '@ant-design/icons';
import {
  type AttendanceDayDto,
  AttendanceDayStatus,
  AttendanceDayStatuses,
  type AttendanceDto,
  attendanceMonthSummary,
} from '@hr/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Col,
  DatePicker,
  Flex,
  Grid,
  Row,
  Space,
  Statistic,
  Table,
  type TableColumnType,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { getLanguage, isRightToLeft } from '../../../../app/language.ts';
import { EnumTag } from '../../../../components/EnumTag.tsx';
import { formatDate, formatMinutes } from '../../../../components/format.ts';
import { LoadFailed } from '../../../../components/LoadFailed.tsx';
import { formatInstantOnDay, todayIn } from '../../../../components/tenant-time.ts';
import { useTenantTimeZone } from '../../../../components/useTenantTimeZone.ts';
import { AttendanceRequestDialog, useOwnPendingAttendanceRequests } from '../../../requests/public.ts';
import { attendanceApi } from '../../api/attendance.api.ts';
import { leaveOfDay, weekdayName } from '../attendance/attendance-days.ts';
import {
  correctable,
  correctionOfDayPath,
  dayHours,
  isStillIn,
  type Month,
  monthLabel,
  monthOf,
  monthRange,
  needsAttention,
  type PendingCorrection,
  pendingCorrectionsByDay,
  shiftMonth,
  shownMonth,
} from './my-attendance.ts';

/**
 * /self-service/my-attendance: the signed-in employee's month, as HR's days view computes it (the server's
 * own-days call): a summary (days present, absences, late arrivals, hours worked of those due), then each day
 * with its punches on the tenant's clock, worked and expected hours, late or early, and its status; a day
 * that has come offers a correction request prefilled for it. A day that one of the employee's requests
 * pending approval fixes says so (a tag) and offers that request instead of a second one (both open it in a
 * dialog, as the list of requests does). The month is in the address (`?month=`), so Back from the request
 * comes to the same month. On a phone each day is one block.
 */
export function MyAttendancePage() {
  const { t } = useTranslation('time');
  const zone = useTenantTimeZone();
  const language = getLanguage();
  const narrow = !Grid.useBreakpoint().sm;
  const [params, setParams] = useSearchParams();
  const today = todayIn(zone);
  const month = shownMonth(params.get('month'), zone);
  const [fromDate, toDate] = monthRange(month);
  const days = useQuery({
    ...attendanceApi.ownDaysQuery({ fromDate, toDate }),
    placeholderData: keepPreviousData,
  });
  // Without them (still loading, or failed) the days offer Correct: the server refuses an overlapping one.
  const pending = useOwnPendingAttendanceRequests(fromDate, toDate);
  const pendingByDay = useMemo(() => pendingCorrectionsByDay(pending.data ?? [], zone), [pending.data, zone]);
  const [viewed, setViewed] = useState<string | null>(null);
  const goTo = (next: Month) => setParams(next === monthOf(today) ? {} : { month: next });

  // Back and forward point the way the page reads.
  const [PreviousIcon, NextIcon] = isRightToLeft(language)
    ? [RightOutlined, LeftOutlined]
    : [LeftOutlined, RightOutlined];
  const monthPicker = (
    <Space.Compact>
      <Button
        icon={<PreviousIcon />}
        aria-label={t('PreviousMonth')}
        title={t('PreviousMonth')}
        onClick={() => goTo(shiftMonth(month, -1))}
      />
      <DatePicker
        picker="month"
        allowClear={false}
        inputReadOnly
        value={dayjs(`${month}-01`)}
        format={(d) => monthLabel(d.format('YYYY-MM'), language)}
        onChange={(picked) => picked && goTo(picked.format('YYYY-MM'))}
        aria-label={t('Month')}
        style={{ width: narrow ? 150 : 170 }}
      />
      <Button
        icon={<NextIcon />}
        aria-label={t('NextMonth')}
        title={t('NextMonth')}
        onClick={() => goTo(shiftMonth(month, 1))}
      />
    </Space.Compact>
  );

  if (days.isError)
    return <LoadFailed title={t('DaysLoadFailed')} error={days.error} onRetry={days.refetch} retryIcon />;

  const shown = days.data ?? [];
  const noContract = shown.length > 0 && shown.every((d) => d.status === AttendanceDayStatus.NoContract);
  return (
    <Card
      title={t('MyAttendance')}
      extra={monthPicker}
      className="resource-card"
      size={narrow ? 'small' : 'default'}
    >
      <Flex vertical gap={16}>
        {noContract && <Alert type="info" showIcon title={t('NoContractInMonth')} />}
        <MonthSummary days={shown} narrow={narrow} />
        <DaysTable
          days={shown}
          loading={days.isFetching}
          narrow={narrow}
          zone={zone}
          today={today}
          pendingByDay={pendingByDay}
          onViewRequest={setViewed}
        />
      </Flex>
      <AttendanceRequestDialog id={viewed} onClose={() => setViewed(null)} />
    </Card>
  );
}

/** Days present, absences, late arrivals, and hours worked of those due so far. */
function MonthSummary({ days, narrow }: { days: readonly AttendanceDayDto[]; narrow: boolean }) {
  const { t } = useTranslation('time');
  const s = attendanceMonthSummary(days);
  const valueStyle = { fontSize: narrow ? 20 : 24 };
  const figure = (title: string, value: string | number, testId: string, suffix?: string) => (
    <Col xs={12} md={6}>
      <Card size="small" data-testid={testId} style={{ height: '100%' }}>
        <Statistic
          title={title}
          value={value}
          suffix={suffix ? <span style={{ fontSize: 14 }}>{suffix}</span> : undefined}
          styles={{ content: valueStyle }}
        />
      </Card>
    </Col>
  );
  return (
    <Row gutter={[12, 12]} aria-label={t('MonthSummary')}>
      {figure(t('DaysPresent'), s.presentDays, 'summary-present')}
      {figure(t('Absences'), s.absentDays, 'summary-absent')}
      {figure(
        t('LateArrivals'),
        formatMinutes(s.lateMinutes),
        'summary-late',
        s.lateDays ? t('OnDays', { count: s.lateDays }) : undefined,
      )}
      {figure(
        t('HoursWorked'),
        formatMinutes(s.workedMinutes),
        'summary-worked',
        t('OfDue', { hours: formatMinutes(s.dueMinutes) }),
      )}
    </Row>
  );
}

interface DaysTableProps {
  days: readonly AttendanceDayDto[];
  loading: boolean;
  narrow: boolean;
  zone: string;
  today: string;
  /** The pending correction of each day that has one. */
  pendingByDay: ReadonlyMap<string, PendingCorrection>;
  onViewRequest: (id: string) => void;
}

/** The month's days: a table on a wide screen, one block a day on a phone. */
function DaysTable({ days, loading, narrow, zone, today, pendingByDay, onViewRequest }: DaysTableProps) {
  const { t } = useTranslation('time');
  const language = getLanguage();

  const date = (d: AttendanceDayDto) => (
    <span style={{ whiteSpace: 'nowrap' }}>
      {formatDate(d.date)}{' '}
      <Typography.Text type="secondary">{weekdayName(d.dayOfWeek, language)}</Typography.Text>
    </span>
  );
  const stay = (d: AttendanceDayDto, r: AttendanceDto) => (
    <span key={r.id} style={{ whiteSpace: 'nowrap' }}>
      <bdi>{formatInstantOnDay(r.checkIn, d.date, zone)}</bdi> –{' '}
      {r.checkOut ? (
        <bdi>{formatInstantOnDay(r.checkOut, d.date, zone)}</bdi>
      ) : isStillIn(d, r) ? (
        <Tag color="processing">{t('StillIn')}</Tag>
      ) : (
        <Tag color="error">{t('NoCheckOut')}</Tag>
      )}
    </span>
  );
  const punches = (d: AttendanceDayDto) =>
    d.records.length ? (
      <Flex vertical gap={2} align="start">
        {d.records.map((r) => stay(d, r))}
      </Flex>
    ) : (
      '—'
    );
  const pendingOf = (d: AttendanceDayDto) => pendingByDay.get(d.date);
  const pendingTag = (request: PendingCorrection) => {
    const open = () => onViewRequest(request.id);
    return (
      <Tag
        color="gold"
        icon={<ClockCircleOutlined />}
        role="button"
        tabIndex={0}
        style={{ cursor: 'pointer' }}
        onClick={open}
        onKeyDown={(e) => {
          if (e.key !== 'Enter' && e.key !== ' ') return;
          e.preventDefault();
          open();
        }}
        data-testid="correction-pending"
      >
        {t('CorrectionPending')}
      </Tag>
    );
  };
  const status = (d: AttendanceDayDto) => (
    <Space size={4} wrap>
      <EnumTag enum={AttendanceDayStatuses} value={d.status} />
      {pendingOf(d) && pendingTag(pendingOf(d)!)}
      {leaveOfDay(d).map((l) => (
        <Tag key={`${l.leaveTypeName}|${l.isPaid}`} color={l.isPaid ? 'blue' : 'orange'}>
          <bdi>{l.leaveTypeName}</bdi>
          {l.wholeDay ? null : <> · {formatMinutes(l.minutes)}</>}
        </Tag>
      ))}
    </Space>
  );
  const lateEarly = (d: AttendanceDayDto) =>
    d.lateMinutes > 0 || d.earlyLeaveMinutes > 0 ? (
      <Space size={4} wrap>
        {d.lateMinutes > 0 && <Tag color="orange">{t('LateMinutes', { minutes: d.lateMinutes })}</Tag>}
        {d.earlyLeaveMinutes > 0 && (
          <Tag color="gold">{t('EarlyLeaveMinutes', { minutes: d.earlyLeaveMinutes })}</Tag>
        )}
      </Space>
    ) : null;
  const hoursLine = (d: AttendanceDayDto) => {
    const h = dayHours(d);
    if (!h) return <span />;
    return (
      <Typography.Text type="secondary" data-testid="my-attendance-hours">
        {h.worked === undefined
          ? t('ExpectedHours', { expected: formatMinutes(h.expected) })
          : t('WorkedOfExpected', { worked: formatMinutes(h.worked), expected: formatMinutes(h.expected) })}
      </Typography.Text>
    );
  };
  const hours = (minutes: number, d: AttendanceDayDto) =>
    minutes || d.records.length ? formatMinutes(minutes) : '—';
  // A day a pending request fixes offers that request, spelled out (there are few), not a second one.
  // Elsewhere the correction is spelled out where the day has something to correct; on other days (a full
  // day, a rest day) the pencil alone, so the page does not repeat one sentence down the month.
  const spelledOut = (d: AttendanceDayDto) => needsAttention(d) || pendingByDay.has(d.date);
  const correction = (d: AttendanceDayDto, spelled = spelledOut(d)) => {
    const pending = pendingOf(d);
    if (pending)
      return (
        <Button
          type="link"
          size="small"
          icon={<EyeOutlined />}
          // At the start of a phone's day block, under the day as Request a correction is (a vertical flex
          // would stretch the button over the row and centre its text).
          style={{ paddingInline: 0, alignSelf: 'flex-start' }}
          onClick={() => onViewRequest(pending.id)}
        >
          {t('ViewPendingCorrection')}
        </Button>
      );
    if (!correctable(d, today)) return null;
    const label = t('RequestCorrection');
    return spelled ? (
      <Link to={correctionOfDayPath(d.date)} style={{ whiteSpace: 'nowrap' }}>
        <EditOutlined /> {label}
      </Link>
    ) : (
      <Tooltip title={label}>
        <Link to={correctionOfDayPath(d.date)} aria-label={label} style={{ paddingInline: 4 }}>
          <EditOutlined />
        </Link>
      </Tooltip>
    );
  };

  const wide: TableColumnType<AttendanceDayDto>[] = [
    { key: 'date', title: t('Date'), render: (_, d) => date(d) },
    { key: 'punches', title: t('Punches'), render: (_, d) => punches(d) },
    { key: 'worked', title: t('Worked'), align: 'end', render: (_, d) => hours(d.workedMinutes, d) },
    { key: 'expected', title: t('Expected'), align: 'end', render: (_, d) => hours(d.expectedMinutes, d) },
    { key: 'lateEarly', title: t('LateEarly'), render: (_, d) => lateEarly(d) },
    { key: 'status', title: t('DayStatus'), render: (_, d) => status(d) },
    { key: 'actions', title: '', render: (_, d) => correction(d) },
  ];
  // On a phone a day is one block: the date and its status, the punches, the hours and any late or early,
  // and the correction link, without scrolling sideways.
  const phone: TableColumnType<AttendanceDayDto>[] = [
    {
      key: 'day',
      title: t('Days'),
      render: (_, d) => (
        <Flex vertical gap={4} data-testid="my-attendance-day">
          <Flex justify="space-between" align="start" gap={8} wrap>
            <Typography.Text strong>{date(d)}</Typography.Text>
            {status(d)}
          </Flex>
          {d.records.length > 0 && punches(d)}
          <Flex justify="space-between" align="center" gap={8}>
            {hoursLine(d)}
            {!spelledOut(d) && correction(d, false)}
          </Flex>
          {lateEarly(d)}
          {spelledOut(d) && correction(d, true)}
        </Flex>
      ),
    },
  ];

  return (
    <Table<AttendanceDayDto>
      rowKey="date"
      size="small"
      loading={loading}
      dataSource={[...days]}
      columns={narrow ? phone : wide}
      pagination={false}
      scroll={narrow ? undefined : { x: 'max-content' }}
      rowClassName={(d) => (d.date === today ? 'my-attendance-today' : '')}
      aria-label={t('MyAttendanceDays')}
      locale={{ emptyText: t('NoDays') }}
    />
  );
}
