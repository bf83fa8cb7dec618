import { type PayslipListItemDto, PayslipStates, payslipEndpoints } from '@hr/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { call } from '../../../app/api-client.ts';
import { EnumTag } from '../../../components/EnumTag.tsx';
import { FormattedValue } from '../../../components/FormattedValue.tsx';
import { ProfileTable } from '../../../components/ProfileTable.tsx';
import { payslipKeys } from '../api/payslip.api.ts';
import { payrollPaths } from '../payroll.routes.ts';

/**
 * The profile's Payslips tab: the employee's payslips, the latest first (HR's list filtered by employee,
 * each opening its items on the payslips page), or the employee's own Confirmed ones (self-service).
 */
export function EmployeePayslipsTab({ employeeId, self }: { employeeId: string; self: boolean }) {
  const { t } = useTranslation('payslips');
  return (
    <ProfileTable<PayslipListItemDto>
      testId="profile-payslips"
      rowKey="id"
      empty={t('NoPayslipsYet')}
      queryKey={[...payslipKeys.all, 'profile', self ? 'own' : employeeId]}
      queryFn={async () =>
        self
          ? (await call(payslipEndpoints.own, { query: { skipCount: 0, maxResultCount: 24 } })).items
          : (
              await call(payslipEndpoints.list, {
                query: { employeeId, maxResultCount: 24, sorting: 'startDate desc' },
              })
            ).items
      }
      columns={[
        {
          key: 'period',
          title: t('Profile.Period'),
          render: (_, p) => {
            const period = <FormattedValue kind="dateRange" value={[p.startDate, p.endDate]} />;
            return self ? period : <Link to={payrollPaths.payslip(p.id)}>{period}</Link>;
          },
        },
        {
          key: 'gross',
          title: t('Profile.Gross'),
          render: (_, p) => <FormattedValue kind="money" value={p.gross} currency={p.currencyCode} />,
        },
        {
          key: 'net',
          title: t('Profile.Net'),
          render: (_, p) => <FormattedValue kind="money" value={p.net} currency={p.currencyCode} />,
        },
        {
          key: 'state',
          title: t('Profile.State'),
          render: (_, p) => <EnumTag enum={PayslipStates} value={p.state} />,
        },
      ]}
    />
  );
}
