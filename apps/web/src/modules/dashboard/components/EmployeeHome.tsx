import { LeaveRequestStates } from '@hr/contracts';
import { Card, Empty, Flex, List, Progress, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EnumTag } from '../../../components/EnumTag.tsx';
import {
  formatDate,
  formatDateRange,
  formatMinutes,
  formatMoney,
  formatNumber,
} from '../../../components/format.ts';
import { useEmployeeHome } from '../api/dashboard.api.ts';
import { Tile } from './Tile.tsx';

/**
 * The employee's own home (everyone linked to an employee): the next holiday, their open requests and
 * their state, this month's attendance worked against expected, the latest payslip and their documents
 * that expire soon. The leave balances and open tasks are the modules’ home cards below it.
 */
export function EmployeeHome() {
  const { t } = useTranslation('dashboard');
  const home = useEmployeeHome();
  const d = home.data;
  if (home.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (!d) return null;
  const worked = d.attendance.workedMinutes;
  const expected = d.attendance.expectedMinutes;
  const workedText = expected
    ? t('WorkedOfExpected', { worked: formatMinutes(worked), expected: formatMinutes(expected) })
    : t('WorkedNoneDue', { worked: formatMinutes(worked) });
  return (
    <div className="dashboard" data-testid="employee-home">
      <section aria-label={t('MyDay')} className="dashboard-tiles">
        <Tile
          testId="tile-next-holiday"
          label={t('NextHoliday')}
          value={d.nextHoliday ? d.nextHoliday.name : t('NoHolidayAhead')}
          hint={d.nextHoliday ? formatDateRange(d.nextHoliday.fromDate, d.nextHoliday.toDate) : undefined}
          to="/self-service/holiday-calendar"
        />
        <Tile
          testId="tile-my-payslip"
          label={t('LatestPayslip')}
          value={
            d.latestPayslip
              ? formatMoney(d.latestPayslip.net, { currency: d.latestPayslip.currencyCode })
              : t('NoPayslipYet')
          }
          hint={
            d.latestPayslip ? formatDateRange(d.latestPayslip.startDate, d.latestPayslip.endDate) : undefined
          }
          to="/self-service/my-payslips"
        />
        <Tile
          testId="tile-my-documents"
          label={t('MyDocumentsExpiring')}
          value={formatNumber(d.documentsExpiring)}
          hint={t('Next30Days')}
          tone={d.documentsExpiring ? 'warning' : undefined}
        />
        <Tile
          testId="tile-my-corrections"
          label={t('MyOpenCorrections')}
          value={formatNumber(d.openCorrections)}
          to="/self-service/attendance-requests"
        />
      </section>
      <div className="dashboard-charts">
        <Card
          size="small"
          title={t('MyAttendanceThisMonth')}
          data-testid="card-my-attendance"
          extra={<Link to="/self-service/my-attendance">{t('Open')}</Link>}
        >
          {expected || worked ? (
            <Flex vertical gap={8}>
              <Typography.Text data-testid="my-attendance-figures">{workedText}</Typography.Text>
              {/* Worked against nothing due (no contract, rest days only) is no share of anything: no bar. */}
              {expected ? (
                <Progress
                  percent={Math.min(100, Math.round((worked / expected) * 100))}
                  strokeColor="#0072B2"
                  aria-label={workedText}
                />
              ) : null}
              <Typography.Text type="secondary">
                {t('UpToToday', { date: formatDate(d.today) })}
              </Typography.Text>
            </Flex>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('NoExpectedTime')} />
          )}
        </Card>
        <Card
          size="small"
          title={t('MyOpenRequests')}
          data-testid="card-my-requests"
          extra={<Link to="/self-service/my-leave-requests">{t('Open')}</Link>}
        >
          {d.openLeaveRequests.length ? (
            <List
              size="small"
              dataSource={d.openLeaveRequests}
              renderItem={(r) => (
                <List.Item>
                  <Flex vertical>
                    <Typography.Text>{r.leaveTypeName}</Typography.Text>
                    <Typography.Text type="secondary">
                      {formatDateRange(r.fromDate, r.toDate)}
                    </Typography.Text>
                  </Flex>
                  <EnumTag enum={LeaveRequestStates} value={r.state} />
                </List.Item>
              )}
            />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('NoOpenRequests')} />
          )}
        </Card>
      </div>
    </div>
  );
}
