import { useQuery } from '@tanstack/react-query';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormattedValue } from '../../../components/FormattedValue.tsx';
import { HomeSummaryCard } from '../../../components/HomeSummaryCard.tsx';
import { payslipApi } from '../api/payslip.api.ts';
import { payslipMonth } from './payslip-figures.ts';

/** The home card of the employee's pay: their latest Confirmed payslip, its month and net pay. */
export function LatestPayslipHomeCard() {
  const { t } = useTranslation('payslips');
  const latest = useQuery(payslipApi.latestOwn());
  const payslip = latest.data?.items[0];
  return (
    <HomeSummaryCard
      title={t('LatestPayslip')}
      to="/self-service/my-payslips"
      testId="home-payslip"
      query={latest}
    >
      {payslip ? (
        <Flex vertical gap={4}>
          <Typography.Text strong>
            {payslipMonth(payslip) ?? (
              <FormattedValue kind="dateRange" value={[payslip.startDate, payslip.endDate]} />
            )}
          </Typography.Text>
          <Flex justify="space-between" align="baseline" wrap gap={8}>
            <Typography.Text type="secondary">{t('Net')}</Typography.Text>
            <Typography.Text strong style={{ fontSize: 18 }}>
              <FormattedValue kind="money" value={payslip.net} currency={payslip.currencyCode} />
            </Typography.Text>
          </Flex>
        </Flex>
      ) : (
        <Typography.Text type="secondary">{t('NoPayslipsYet')}</Typography.Text>
      )}
    </HomeSummaryCard>
  );
}
