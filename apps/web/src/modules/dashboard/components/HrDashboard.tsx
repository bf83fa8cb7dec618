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

/**
 * The HR dashboard (HR.Dashboard): headcount now and over 12 months, by department and job title, joiners
 * and leavers, today's attendance, what waits (approvals by age, contracts ending, documents expiring),
 * the next holidays and leave taken by type. Each tile and chart opens the list it counts, filtered.
 */
export function HrDashboard() {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const [query, setQuery] = useState<DashboardQuery>({});
  const headcount = useFigure('hrHeadcount', query);
  const today = useFigure('hrToday', query);
  const attention = useFigure('hrAttention', query);
  const leave = useFigure('hrLeave', query);
  const n = (v: number | undefined) => (v === undefined ? '…' : formatNumber(v));
  const failed = [headcount, today, attention, leave].some((q) => q.isError);
  const day = today.data?.date;
  const period = headcount.data?.period;

  return (
    <div className="dashboard" data-testid="hr-dashboard">
      <DashboardFilters value={query} onChange={setQuery} />
      {failed && <Alert type="warning" showIcon title={t('SomeFailed')} />}
      <section aria-label={t('Today')} className="dashboard-tiles">
        <Tile
          testId="tile-headcount"
          label={t('Headcount')}
          value={n(headcount.data?.headcount)}
          to={listUrl('/hr/employees', { status: EmployeeStatus.Active })}
        />
        <Tile
          testId="tile-joiners"
          label={t('Joiners')}
          value={n(headcount.data?.joiners)}
          hint={period ? formatDateRange(period.fromDate, period.toDate) : undefined}
          to={listUrl('/hr/contracts', { state: ContractState.Active })}
        />
        <Tile
          testId="tile-leavers"
          label={t('Leavers')}
          value={n(headcount.data?.leavers)}
          hint={period ? formatDateRange(period.fromDate, period.toDate) : undefined}
          to={listUrl('/hr/contracts', { state: ContractState.Expired })}
        />
        <Tile
          testId="tile-expected"
          label={t('ExpectedToday')}
          value={n(today.data?.expected)}
          to={listUrl('/hr/attendance', { fromDate: day, toDate: day })}
        />
        <Tile
          testId="tile-present"
          label={t('Present')}
          value={n(today.data?.present)}
          to={listUrl('/hr/attendance', { fromDate: day, toDate: day })}
        />
        <Tile
          testId="tile-late"
          label={t('Late')}
          value={n(today.data?.late)}
          tone={today.data?.late ? 'warning' : undefined}
          to={listUrl('/hr/attendance', { fromDate: day, toDate: day })}
        />
        <Tile
          testId="tile-absent"
          label={t('Absent')}
          value={n(today.data?.absent)}
          tone={today.data?.absent ? 'danger' : undefined}
          to={listUrl('/hr/attendance', { fromDate: day, toDate: day })}
        />
        <Tile
          testId="tile-on-leave"
          label={t('OnLeave')}
          value={n(today.data?.onLeave)}
          to={listUrl('/hr/time-off/leave-requests', {
            states: String(approved),
            fromDate: day,
            toDate: day,
          })}
        />
        <Tile
          testId="tile-pending-leave"
          label={t('PendingLeave')}
          value={n(attention.data?.pendingLeave.count)}
          hint={
            attention.data?.pendingLeave.count
              ? t('OldestDays', { count: attention.data.pendingLeave.oldestDays })
              : undefined
          }
          tone={attention.data && attention.data.pendingLeave.byAge.older > 0 ? 'warning' : undefined}
          to={listUrl('/hr/time-off/leave-requests', { states: '0,1' })}
        />
        <Tile
          testId="tile-pending-corrections"
          label={t('PendingCorrections')}
          value={n(attention.data?.pendingCorrections.count)}
          hint={
            attention.data?.pendingCorrections.count
              ? t('OldestDays', { count: attention.data.pendingCorrections.oldestDays })
              : undefined
          }
          tone={attention.data && attention.data.pendingCorrections.byAge.older > 0 ? 'warning' : undefined}
          to={listUrl('/hr/attendance-requests', { states: '0,1' })}
        />
        <Tile
          testId="tile-contracts-ending"
          label={t('ContractsEnding')}
          value={n(attention.data?.contractsEnding)}
          hint={t('Next30Days')}
          to={listUrl('/hr/contracts', { state: ContractState.Active })}
        />
        <Tile
          testId="tile-documents-expiring"
          label={t('DocumentsExpiring')}
          value={n(attention.data?.documentsExpiring)}
          hint={t('Next30Days')}
          to="/hr/employees"
        />
      </section>
      <div className="dashboard-charts">
        <DashboardChart
          testId="chart-headcount-trend"
          title={t('HeadcountTrend')}
          kind="line"
          rows={headcount.data?.trend ?? []}
          category={{ key: 'month', label: t('Month'), format: (v) => shortMonth(String(v)) }}
          series={[{ key: 'count', label: t('Employees') }]}
          emptyText={headcount.isPending ? t('Loading') : t('NoContracts')}
          to={listUrl('/hr/contracts', { state: ContractState.Active })}
        />
        <DashboardChart
          testId="chart-by-department"
          title={t('ByDepartment')}
          kind="bar"
          horizontal
          rows={(headcount.data?.byDepartment ?? []).slice(0, 10)}
          category={{ key: 'name', label: t('Department') }}
          series={[{ key: 'count', label: t('Employees') }]}
          emptyText={headcount.isPending ? t('Loading') : t('NoEmployees')}
          to="/hr/departments"
          linkOf={(row) => (row.id ? listUrl('/hr/job-titles', { departmentId: row.id }) : undefined)}
          onOpen={navigate}
        />
        <DashboardChart
          testId="chart-by-job-title"
          title={t('ByJobTitle')}
          kind="bar"
          horizontal
          rows={(headcount.data?.byJobTitle ?? []).slice(0, 10)}
          category={{ key: 'name', label: t('JobTitle') }}
          series={[{ key: 'count', label: t('Employees') }]}
          emptyText={headcount.isPending ? t('Loading') : t('NoEmployees')}
          to="/hr/job-titles"
          linkOf={(row) => (row.id ? listUrl('/hr/employees', { jobTitleId: row.id }) : undefined)}
          onOpen={navigate}
        />
        <DashboardChart
          testId="chart-leave-by-type"
          title={
            leave.data
              ? t('LeaveTakenIn', {
                  period: formatDateRange(leave.data.period.fromDate, leave.data.period.toDate),
                })
              : t('LeaveTaken')
          }
          kind="bar"
          rows={leave.data?.byType ?? []}
          category={{ key: 'name', label: t('LeaveType') }}
          series={[{ key: 'days', label: t('Days') }]}
          emptyText={leave.isPending ? t('Loading') : t('NoLeaveTaken')}
          to={listUrl('/hr/time-off/leave-requests', {
            states: String(approved),
            fromDate: leave.data?.period.fromDate,
            toDate: leave.data?.period.toDate,
          })}
          linkOf={(row) =>
            listUrl('/hr/time-off/leave-requests', {
              states: String(approved),
              leaveTypeId: row.leaveTypeId,
              fromDate: leave.data?.period.fromDate,
              toDate: leave.data?.period.toDate,
            })
          }
          onOpen={navigate}
        />
        <Card
          size="small"
          title={t('UpcomingHolidays')}
          data-testid="card-holidays"
          extra={<Link to="/hr/holidays">{t('Open')}</Link>}
        >
          {attention.isPending ? (
            <Skeleton active paragraph={{ rows: 2 }} title={false} />
          ) : attention.data?.holidays.length ? (
            <List
              size="small"
              dataSource={attention.data.holidays}
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
      </div>
    </div>
  );
}
