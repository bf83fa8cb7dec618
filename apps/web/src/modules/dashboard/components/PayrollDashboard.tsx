import { type DashboardQuery, PayrollRunStates, PayslipState } from '@hr/contracts';
import { Alert, Card, Empty, Skeleton, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EnumTag } from '../../../components/EnumTag.tsx';
import { formatDateRange, formatMoney, formatNumber } from '../../../components/format.ts';
import { useFigure } from '../api/dashboard.api.ts';
import { DashboardChart } from './DashboardChart.tsx';
import { DashboardFilters } from './DashboardFilters.tsx';
import { listUrl, monthRange, shortMonth } from './format-figures.ts';
import { Tile } from './Tile.tsx';

/**
 * The payroll dashboard (Payroll.Dashboard): cost by month for 12 months (gross, deductions, net) in the base
 * currency, by department and by salary category over the period, the last runs with their failures, and
 * the period's penalties and rewards. Each chart and tile opens the list it sums, filtered.
 */
export function PayrollDashboard() {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const [query, setQuery] = useState<DashboardQuery>({});
  const cost = useFigure('payrollCost', query);
  const activity = useFigure('payrollActivity', query);
  const currency = cost.data?.currencyCode ?? undefined;
  const money = (v: number | string) => formatMoney(v, { currency, decimalPlaces: 2 });
  const confirmed = PayslipState.Confirmed;
  const period = cost.data?.period;

  return (
    <div className="dashboard" data-testid="payroll-dashboard">
      <DashboardFilters value={query} onChange={setQuery} />
      {(cost.isError || activity.isError) && <Alert type="warning" showIcon title={t('SomeFailed')} />}
      <section aria-label={t('ThisPeriod')} className="dashboard-tiles">
        <Tile
          testId="tile-penalties"
          label={t('Penalties')}
          value={activity.data ? formatNumber(activity.data.penalties) : '…'}
          hint={
            activity.data
              ? formatDateRange(activity.data.period.fromDate, activity.data.period.toDate)
              : undefined
          }
          to="/hr/penalties-management/penalties"
        />
        <Tile
          testId="tile-rewards"
          label={t('Rewards')}
          value={activity.data ? formatNumber(activity.data.rewards) : '…'}
          hint={
            activity.data
              ? formatDateRange(activity.data.period.fromDate, activity.data.period.toDate)
              : undefined
          }
          to="/hr/rewards-management/rewards"
        />
      </section>
      <div className="dashboard-charts">
        <DashboardChart
          testId="chart-cost-by-month"
          title={currency ? t('CostByMonthIn', { currency }) : t('CostByMonth')}
          kind="bar"
          rows={cost.data?.byMonth ?? []}
          category={{ key: 'month', label: t('Month'), format: (v) => shortMonth(String(v)) }}
          series={[
            { key: 'gross', label: t('Gross') },
            { key: 'deductions', label: t('Deductions') },
            { key: 'net', label: t('Net') },
          ]}
          formatValue={money}
          emptyText={cost.isPending ? t('Loading') : t('NoConfirmedPayslips')}
          to={listUrl('/payroll-management/payslips', { state: confirmed, departmentId: query.departmentId })}
          linkOf={(row) => {
            const [startDate, endDate] = monthRange(row.month);
            return listUrl('/payroll-management/payslips', {
              state: confirmed,
              startDate,
              endDate,
              departmentId: query.departmentId,
            });
          }}
          onOpen={navigate}
        />
        <DashboardChart
          testId="chart-cost-by-department"
          title={
            period
              ? t('CostByDepartmentIn', { period: formatDateRange(period.fromDate, period.toDate) })
              : t('CostByDepartment')
          }
          kind="bar"
          horizontal
          rows={(cost.data?.byDepartment ?? [])
            .slice(0, 10)
            .map((r) => ({ ...r, name: r.name || t('NoDepartment') }))}
          category={{ key: 'name', label: t('Department') }}
          series={[{ key: 'gross', label: t('Gross') }]}
          formatValue={money}
          emptyText={cost.isPending ? t('Loading') : t('NoConfirmedPayslips')}
          to={listUrl('/payroll-management/payslips', { state: confirmed })}
          linkOf={(row) =>
            row.id
              ? listUrl('/payroll-management/payslips', {
                  state: confirmed,
                  departmentId: row.id,
                  startDate: period?.fromDate,
                  endDate: period?.toDate,
                })
              : undefined
          }
          onOpen={navigate}
        />
        <DashboardChart
          testId="chart-cost-by-category"
          title={t('CostByCategory')}
          kind="bar"
          horizontal
          rows={cost.data?.byCategory ?? []}
          category={{
            key: 'name',
            label: t('Category'),
            format: (v, row) => `${String(v)} (${String(row.code)})`,
          }}
          series={[{ key: 'amount', label: t('Amount') }]}
          formatValue={money}
          emptyText={cost.isPending ? t('Loading') : t('NoConfirmedPayslips')}
          to="/payroll-management/salary-rules-categories"
        />
        <Card
          size="small"
          title={t('LastRuns')}
          data-testid="card-runs"
          extra={<Link to="/payroll-management/payroll-runs">{t('Open')}</Link>}
        >
          {activity.isPending ? (
            <Skeleton active paragraph={{ rows: 3 }} title={false} />
          ) : activity.data?.runs.length ? (
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={activity.data.runs}
              columns={[
                {
                  key: 'name',
                  title: t('Run'),
                  render: (_, r) => (
                    <Link to={listUrl('/payroll-management/payslips', { runId: r.id })}>{r.name}</Link>
                  ),
                },
                {
                  key: 'state',
                  title: t('State'),
                  render: (_, r) => <EnumTag enum={PayrollRunStates} value={r.state} />,
                },
                {
                  key: 'period',
                  title: t('Period'),
                  render: (_, r) => formatDateRange(r.startDate, r.endDate),
                },
                {
                  key: 'failed',
                  title: t('Failures'),
                  render: (_, r) =>
                    r.failed ? <Tag color="red">{formatNumber(r.failed)}</Tag> : formatNumber(0),
                },
              ]}
            />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('NoRuns')} />
          )}
        </Card>
      </div>
    </div>
  );
}
