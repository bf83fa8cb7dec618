import {
  LeavePermissions,
  type LeaveRequestDayDto,
  type LeaveRequestDetailsDto,
  type LeaveRequestDto,
  LeaveRequestStates,
  LeaveRequestUnit,
  LeaveRequestUnits,
} from '@hr/contracts';
import { Table, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../app/config/usePermission.ts';
import { isRightToLeft } from '../../../app/language.ts';
import { EnumTag } from '../../../components/EnumTag.tsx';
import { enumLabel } from '../../../components/enum-options.ts';
import { formatDate, formatNumber } from '../../../components/format.ts';
import { RecordDescriptions } from '../../../components/RecordDescriptions.tsx';
import {
  RequestDetailsDialog,
  type RequestDialogProps,
  type RequestView,
} from '../../../components/RequestDetailsDialog.tsx';
import { formatInstant } from '../../../components/tenant-time.ts';
import { useTenantTimeZone } from '../../../components/useTenantTimeZone.ts';
import { EntityHistory } from '../../audit/public.ts';
import { leaveRequestApi } from '../api/leave-request.api.ts';
import { formatDaysHours } from '../leave-figures.ts';

/**
 * A request's dates as the server writes them ("2026/12/06 – 2026/12/08", "2026/11/19 09:00 – 11:00"),
 * kept whole and isolated in the page's direction, as every other range (`FormattedValue`): in Arabic the
 * range starts on the right. A bare <bdi> takes the direction of its first letter, and digits have none, so
 * Arabic pages showed these ranges left to right beside right-to-left ones.
 */
export function RequestDates({ text }: { text: string }) {
  return (
    <span className="formatted-value" dir={isRightToLeft() ? 'rtl' : 'ltr'}>
      {text}
    </span>
  );
}

/** A duration in its unit: "3 days", "2.5 hours". */
export const formatDuration = (value: number, unit: number) => formatDaysHours(unit, value, value);

/** A request's balance now in its unit, or NoAllocationNeeded for a type without allocation. */
export const formatBalance = (t: TFunction, request: Pick<LeaveRequestDto, 'balance' | 'unit'>) =>
  request.balance === null ? t('NoAllocationNeeded') : formatDuration(request.balance, request.unit);

/** What every view of a request opens with: the employee, the type, the dates and the duration. */
export function leaveRequestHeadItems(t: TFunction, request: LeaveRequestDto) {
  return [
    { key: 'employee', label: t('Employee'), children: request.employeeName ?? '—' },
    { key: 'type', label: t('LeaveType'), children: request.leaveTypeName },
    {
      key: 'range',
      label: t('DateAndTimeRange'),
      children: <RequestDates text={request.dateAndTimeRange} />,
    },
    {
      key: 'duration',
      label: t('Duration'),
      children: formatDuration(request.duration, request.durationUnit),
    },
  ];
}

/**
 * One leave request: the employee, type, dates, duration, state, reason, the decision (who, when, why a
 * rejection), the balance of the type now, and what each day counts (a small table); for whoever may read
 * every request (LeaveRequests policy, HR), its History (issue 40): the employee's own view has none.
 */
export function LeaveRequestDetails({ request }: { request: LeaveRequestDetailsDto }) {
  const { t } = useTranslation('leave');
  const zone = useTenantTimeZone();
  const at = (v: string | null) => (v ? formatInstant(v, zone) : '—');
  const hours = request.unit === LeaveRequestUnit.Hours;
  const canReadHistory = usePermission(LeavePermissions.LeaveRequests.Default);
  return (
    <>
      <RecordDescriptions
        testId="leave-request-info"
        items={[
          ...leaveRequestHeadItems(t, request),
          {
            key: 'state',
            label: t('State'),
            children: <EnumTag enum={LeaveRequestStates} value={request.state} />,
          },
          {
            key: 'balance',
            label: t('BalanceNow'),
            children: formatBalance(t, request),
          },
          { key: 'paid', label: t('Paid'), children: request.isPaid ? t('Paid') : t('Unpaid') },
          { key: 'unit', label: t('Unit'), children: enumLabel(LeaveRequestUnits, request.unit) },
          {
            key: 'reason',
            label: t('Reason'),
            span: 'filled',
            children: request.reason ? <bdi>{request.reason}</bdi> : '—',
          },
          ...(request.rejectionReason
            ? [
                {
                  key: 'rejection',
                  label: t('RejectionReason'),
                  span: 'filled' as const,
                  children: <bdi>{request.rejectionReason}</bdi>,
                },
              ]
            : []),
          { key: 'created', label: t('CreationTime'), children: at(request.creationTime) },
          ...(request.decisionTime
            ? [
                {
                  key: 'decided',
                  label: t('Decision'),
                  // The time isolated: an Arabic name before it would otherwise reorder it.
                  children: (
                    <>
                      {request.decidedByName ?? '—'} (<bdi>{at(request.decisionTime)}</bdi>)
                    </>
                  ),
                },
              ]
            : []),
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('DaysOfRequest')}
      </Typography.Title>
      <Table<LeaveRequestDayDto>
        data-testid="leave-request-days"
        size="small"
        rowKey="date"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={request.days}
        columns={[
          {
            key: 'date',
            title: t('Date'),
            render: (_, d) => (
              <>
                {formatDate(d.date)} {d.holiday && <Tag>{t('HolidayOrRestDay')}</Tag>}
              </>
            ),
          },
          hours
            ? {
                key: 'hours',
                title: t('Hours'),
                align: 'end',
                render: (_, d) => formatNumber(d.minutes / 60, { maximumFractionDigits: 2 }),
              }
            : {
                key: 'days',
                title: t('Days'),
                align: 'end',
                render: (_, d) => formatNumber(d.days, { maximumFractionDigits: 2 }),
              },
        ]}
      />
      {canReadHistory && (
        <EntityHistory
          entityType="LeaveRequest"
          entityId={request.id}
          namespace="leave"
          enums={{ state: LeaveRequestStates, unit: LeaveRequestUnits }}
        />
      )}
    </>
  );
}

/**
 * View: one request read by id, in a dialog (the employee's list, HR's list); `actions` are buttons beside
 * Close for the request as read (HR's Approve and Reject).
 */
export function LeaveRequestDialog(props: RequestDialogProps<LeaveRequestDetailsDto>) {
  return <RequestDetailsDialog {...props} view={leaveRequestView} />;
}

const leaveRequestView: RequestView<LeaveRequestDetailsDto> = {
  namespace: 'leave',
  title: 'LeaveRequest',
  api: leaveRequestApi,
  Details: LeaveRequestDetails,
};
