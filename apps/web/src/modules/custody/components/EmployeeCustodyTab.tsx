import { type EmployeeCustodyDto, employeeCustodyEndpoints } from '@hr/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormattedValue } from '../../../components/FormattedValue.tsx';
import { employeeRecords, ProfileTable } from '../../../components/ProfileTable.tsx';
import { employeeCustodyApi } from '../api/employee-custody.api.ts';

/** The profile's Custody tab: what the employee holds and held (the custody list filtered by employee). */
export function EmployeeCustodyTab({ employeeId }: { employeeId: string; self: boolean }) {
  const { t } = useTranslation('custody');
  return (
    <ProfileTable<EmployeeCustodyDto>
      testId="profile-custody"
      rowKey="id"
      empty={t('Profile.NoCustody')}
      {...employeeRecords(employeeCustodyApi, employeeCustodyEndpoints.list, employeeId, 'receiptDate desc')}
      columns={[
        { key: 'description', title: t('Profile.Item'), dataIndex: 'description' },
        {
          key: 'receipt',
          title: t('Profile.Received'),
          render: (_, c) => <FormattedValue kind="date" value={c.receiptDate} />,
        },
        {
          key: 'state',
          title: t('Profile.State'),
          render: (_, c) =>
            c.isReleased ? (
              <Tag>
                {t('Profile.Released')} <FormattedValue kind="date" value={c.releaseDate} />
              </Tag>
            ) : (
              <Tag color="blue">{t('Profile.Held')}</Tag>
            ),
        },
      ]}
    />
  );
}
