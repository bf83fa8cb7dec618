import { ContractState, type DashboardQuery, EmployeeStatus } from '@hr/contracts';
import { Alert, Card, Empty, List, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDateRange, formatNumber } from '../../../components/format.ts';
import { useFigure } from '../api/dashboard.api.ts';
import { DashboardChart } from './DashboardChart.tsx';
import { DashboardFilters } from './DashboardFilters.tsx';
import { listUrl, shortMonth } from './format-figures.ts';
import { Tile } from './Tile.tsx';

const approved = 3;

/** A figure as a tile shows it: an ellipsis until it is read. */
const n = (v: number | undefined) => (v === undefined ? '…' : formatNumber(v));

/**
 * The HR dashboard (HR.Dashboard): headcount now and over 12 months, by department and job title, joiners
 * and leavers, today's attendance, what waits (approvals by age, contracts ending, documents expiring),
 * the next holidays and leave taken by type. Each tile and chart opens the list it counts, filtered. Each part
 * reads its own figure (the four calls answer apart): an answer draws its part again, not the whole page.
 */
export function HrDashboard() {
  const { t } = useTranslation('dashboard');
  const [query, setQuery] = useState<DashboardQuery>({});
  return (
    <div className="dashboard" data-testid="hr-dashboard">
      <DashboardFilters value={query} onChange={setQuery} />
      <FiguresFailed query={query} />
      <section aria-label={t('Today')} className="dashboard-tiles">
        <HeadcountTiles query={query} />
        <TodayTiles query={query} />
        <AttentionTiles query={query} />
      </section>
      <div className="dashboard-charts">
        <HeadcountCharts query={query} />
        <LeaveChart query={query} />
        <HolidaysCard query={query} />
      </div>
    </div>
  );
}

interface PartProps {
  query: DashboardQuery;
}

function FiguresFailed({ query }: PartProps) {
  const { t } = useTranslation('dashboard');
  const failed = [
    useFigure('hrHeadcount', query),
    useFigure('hrToday', query),
    useFigure('hrAttention', query),
    useFigure('hrLeave', query),
  ].some((q) => q.isError);
  return failed ? <Alert type="warning" showIcon title={t('SomeFailed')} /> : null;
}

function HeadcountTiles({ query }: PartProps) {
  const { t } = useTranslation('dashboard');
  const { data } = useFigure('hrHeadcount', query);
  const period = data?.period ? formatDateRange(data.period.fromDate, data.period.toDate) : undefined;
  return (
    <>
      <Tile
        testId="tile-headcount"
        label={t('Headcount')}
        value={n(data?.headcount)}
        to={listUrl('/hr/employees', { status: EmployeeStatus.Active })}
      />
      <Tile
        testId="tile-joiners"
        label={t('Joiners')}
        value={n(data?.joiners)}
        hint={period}
        to={listUrl('/hr/contracts', { state: ContractState.Active })}
      />
      <Tile
        testId="tile-leavers"
        label={t('Leavers')}
        value={n(data?.leavers)}
        hint={period}
        to={listUrl('/hr/contracts', { state: ContractState.Expired })}
      />
    </>
  );
}

function TodayTiles({ query }: PartProps) {
  const { t } = useTranslation('dashboard');
  const { data } = useFigure('hrToday', query);
  const day = data?.date;
  const attendance = listUrl('/hr/attendance', { fromDate: day, toDate: day });
  return (
    <>
      <Tile testId="tile-expected" label={t('ExpectedToday')} value={n(data?.expected)} to={attendance} />
      <Tile testId="tile-present" label={t('Present')} value={n(data?.present)} to={attendance} />
      <Tile
        testId="tile-late"
        label={t('Late')}
        value={n(data?.late)}
        tone={data?.late ? 'warning' : undefined}
        to={attendance}
      />
      <Tile
        testId="tile-absent"
        label={t('Absent')}
        value={n(data?.absent)}
        tone={data?.absent ? 'danger' : undefined}
        // Before their first hour begins nobody is absent: those still to come are said under the figure.
        hint={data?.notYetDue ? t('NotYetDue', { count: data.notYetDue }) : undefined}
        to={attendance}
      />
      <Tile
        testId="tile-on-leave"
        label={t('OnLeave')}
        value={n(data?.onLeave)}
        to={listUrl('/hr/time-off/leave-requests', { states: String(approved), fromDate: day, toDate: day })}
      />
    </>
  );
}

function AttentionTiles({ query }: PartProps) {
  const { t } = useTranslation('dashboard');
  const { data } = useFigure('hrAttention', query);
  // Requests waiting for a decision: how many, the oldest's age, a warning when some wait long.
  const waiting = (
    testId: string,
    label: string,
    figure: { count: number; oldestDays: number; byAge: { older: number } } | undefined,
    to: string,
  ) => (
    <Tile
      testId={testId}
      label={label}
      value={n(figure?.count)}
      hint={figure?.count ? t('OldestDays', { count: figure.oldestDays }) : undefined}
      tone={figure && figure.byAge.older > 0 ? 'warning' : undefined}
      to={listUrl(to, { states: '0,1' })}
    />
  );
  return (
    <>
      {waiting('tile-pending-leave', t('PendingLeave'), data?.pendingLeave, '/hr/time-off/leave-requests')}
      {waiting(
        'tile-pending-corrections',
        t('PendingCorrections'),
        data?.pendingCorrections,
        '/hr/attendance-requests',
      )}
      <Tile
        testId="tile-contracts-ending"
        label={t('ContractsEnding')}
        value={n(data?.contractsEnding)}
        hint={t('Next30Days')}
        to={listUrl('/hr/contracts', { state: ContractState.Active })}
      />
      <Tile
        testId="tile-documents-expiring"
        label={t('DocumentsExpiring')}
        value={n(data?.documentsExpiring)}
        hint={t('Next30Days')}
        to="/hr/employees"
      />
    </>
  );
}

function HeadcountCharts({ query }: PartProps) {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const { data, isPending } = useFigure('hrHeadcount', query);
  const employees = [{ key: 'count', label: t('Employees') }];
  // Headcount by a grouping (the ten largest), each bar opening the list of what it groups.
  const grouped = (
    by: 'byDepartment' | 'byJobTitle',
    props: { testId: string; title: string; label: string; to: string; each: (id: string) => string },
  ) => (
    <DashboardChart
      testId={props.testId}
      title={props.title}
      kind="bar"
      horizontal
      rows={(data?.[by] ?? []).slice(0, 10)}
      category={{ key: 'name', label: props.label }}
      series={employees}
      emptyText={isPending ? t('Loading') : t('NoEmployees')}
      to={props.to}
      linkOf={(row) => (row.id ? props.each(row.id) : undefined)}
      onOpen={navigate}
    />
  );
  return (
    <>
      <DashboardChart
        testId="chart-headcount-trend"
        title={t('HeadcountTrend')}
        kind="line"
        rows={data?.trend ?? []}
        category={{ key: 'month', label: t('Month'), format: (v) => shortMonth(String(v)) }}
        series={employees}
        emptyText={isPending ? t('Loading') : t('NoContracts')}
        to={listUrl('/hr/contracts', { state: ContractState.Active })}
      />
      {grouped('byDepartment', {
        testId: 'chart-by-department',
        title: t('ByDepartment'),
        label: t('Department'),
        to: '/hr/departments',
        each: (id) => listUrl('/hr/job-titles', { departmentId: id }),
      })}
      {grouped('byJobTitle', {
        testId: 'chart-by-job-title',
        title: t('ByJobTitle'),
        label: t('JobTitle'),
        to: '/hr/job-titles',
        each: (id) => listUrl('/hr/employees', { jobTitleId: id }),
      })}
    </>
  );
}

function LeaveChart({ query }: PartProps) {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const { data, isPending } = useFigure('hrLeave', query);
  const taken = (filters: Record<string, string | undefined> = {}) =>
    listUrl('/hr/time-off/leave-requests', {
      states: String(approved),
      ...filters,
      fromDate: data?.period.fromDate,
      toDate: data?.period.toDate,
    });
  return (
    <DashboardChart
      testId="chart-leave-by-type"
      title={
        data
          ? t('LeaveTakenIn', { period: formatDateRange(data.period.fromDate, data.period.toDate) })
          : t('LeaveTaken')
      }
      kind="bar"
      rows={data?.byType ?? []}
      category={{ key: 'name', label: t('LeaveType') }}
      series={[{ key: 'days', label: t('Days') }]}
      emptyText={isPending ? t('Loading') : t('NoLeaveTaken')}
      to={taken()}
      linkOf={(row) => taken({ leaveTypeId: row.leaveTypeId })}
      onOpen={navigate}
    />
  );
}

function HolidaysCard({ query }: PartProps) {
  const { t } = useTranslation('dashboard');
  const { data, isPending } = useFigure('hrAttention', query);
  return (
    <Card
      size="small"
      title={t('UpcomingHolidays')}
      data-testid="card-holidays"
      extra={<Link to="/hr/holidays">{t('Open')}</Link>}
    >
      {isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : data?.holidays.length ? (
        <List
          size="small"
          dataSource={data.holidays}
          renderItem={(h) => (
            <List.Item>
              <Typography.Text>{h.name}</Typography.Text>
              <Typography.Text type="secondary">{formatDateRange(h.fromDate, h.toDate)}</Typography.Text>
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('NoHolidays')} />
      )}
    </Card>
  );
}
