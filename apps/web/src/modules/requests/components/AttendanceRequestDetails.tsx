import {
  type AttendanceDto,
  AttendanceFixModes,
  type AttendanceRequestDetailsDto,
  AttendanceRequestStates,
} from '@hr/contracts';
import { Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EnumTag } from '../../../components/EnumTag.tsx';
import { enumLabel } from '../../../components/enum-options.ts';
import { formatNumber } from '../../../components/format.ts';
import { RecordDescriptions } from '../../../components/RecordDescriptions.tsx';
import { formatInstant } from '../../../components/tenant-time.ts';
import { useTenantTimeZone } from '../../../components/useTenantTimeZone.ts';
import { daysAffectedOfRequest } from '../pages/attendance-requests/self-request-form.ts';

/**
 * An attendance-correction request: the stay asked for, the days it fixes, the employee, the mode and the
 * reason, and the employee's records of those days before and after the change (two small tables).
 */
export function AttendanceRequestDetails({ request }: { request: AttendanceRequestDetailsDto }) {
  const { t } = useTranslation('requests');
  const zone = useTenantTimeZone();
  const at = (v: string | null) => (v ? formatInstant(v, zone) : '—');
  return (
    <>
      <RecordDescriptions
        testId="attendance-request-info"
        items={[
          { key: 'employee', label: t('Employee'), children: request.employeeName ?? '—' },
          {
            key: 'state',
            label: t('State'),
            children: <EnumTag enum={AttendanceRequestStates} value={request.state} />,
          },
          { key: 'checkIn', label: t('CheckIn'), children: at(request.checkIn) },
          { key: 'checkOut', label: t('CheckOut'), children: at(request.checkOut) },
          { key: 'fixFrom', label: t('FixAttendanceFrom'), children: at(request.fixAttendanceFrom) },
          { key: 'fixTo', label: t('FixAttendanceTo'), children: at(request.fixAttendanceTo) },
          { key: 'mode', label: t('FixMode'), children: enumLabel(AttendanceFixModes, request.mode) },
          { key: 'days', label: t('DaysAffected'), children: daysAffectedOfRequest(request, zone) },
          {
            key: 'reason',
            label: t('Reason'),
            span: 'filled',
            children: request.reason ? <bdi>{request.reason}</bdi> : '—',
          },
          { key: 'created', label: t('CreationTime'), children: at(request.creationTime) },
          ...(request.decisionTime
            ? [
                {
                  key: 'decided',
                  label: t('DecidedBy'),
                  children: `${request.decidedByName ?? '—'} (${at(request.decisionTime)})`,
                },
              ]
            : []),
        ]}
      />
      <RecordsTable title={t('RecordsBefore')} records={request.before} testId="records-before" />
      <RecordsTable title={t('RecordsAfter')} records={request.after} testId="records-after" />
    </>
  );
}

/**
 * An instant as its date and its time, each kept on one line: on a phone the cell wraps between them, so
 * that the three columns fit the screen instead of scrolling sideways.
 */
function DateAndTime({ text }: { text: string }) {
  const [date, ...time] = text.split(' ');
  return (
    <>
      <span style={{ whiteSpace: 'nowrap' }}>{date}</span>{' '}
      <span style={{ whiteSpace: 'nowrap' }}>{time.join(' ')}</span>
    </>
  );
}

function RecordsTable({
  title,
  records,
  testId,
}: {
  title: string;
  records: AttendanceDto[];
  testId: string;
}) {
  const { t } = useTranslation('requests');
  const zone = useTenantTimeZone();
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {title}
      </Typography.Title>
      <Table<AttendanceDto>
        data-testid={testId}
        size="small"
        rowKey={(a) => `${a.id}:${a.checkIn}`}
        pagination={false}
        dataSource={records}
        locale={{ emptyText: t('NoRecords') }}
        columns={[
          {
            key: 'checkIn',
            title: t('CheckIn'),
            render: (_, a) => <DateAndTime text={formatInstant(a.checkIn, zone)} />,
          },
          {
            key: 'checkOut',
            title: t('CheckOut'),
            render: (_, a) =>
              a.checkOut ? <DateAndTime text={formatInstant(a.checkOut, zone)} /> : <Tag>{t('StillIn')}</Tag>,
          },
          {
            key: 'hours',
            title: t('Hours'),
            align: 'end',
            render: (_, a) =>
              a.hours === null
                ? '—'
                : formatNumber(a.hours, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
          },
        ]}
      />
    </>
  );
}
