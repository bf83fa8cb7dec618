import { type ContractDto, ContractStates, ContractTypes } from '@hr/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EnumTag } from '../../../components/EnumTag.tsx';
import { FormattedValue } from '../../../components/FormattedValue.tsx';
import { ProfileTable } from '../../../components/ProfileTable.tsx';
import { contractsOfEmployee } from '../api/contract.api.ts';
import { contractPaths } from '../contract.routes.ts';

/** The profile's Contracts tab: the employee's contracts (the contracts list filtered by employee). */
export function EmployeeContractsTab({ employeeId }: { employeeId: string; self: boolean }) {
  const { t } = useTranslation('employment');
  return (
    <ProfileTable<ContractDto>
      testId="profile-contracts"
      rowKey="id"
      empty={t('Profile.NoContracts')}
      {...contractsOfEmployee(employeeId)}
      columns={[
        {
          key: 'name',
          title: t('Profile.Contract'),
          render: (_, c) => <Link to={contractPaths.update(c.id)}>{c.name}</Link>,
        },
        {
          key: 'type',
          title: t('Profile.Type'),
          render: (_, c) => <EnumTag enum={ContractTypes} value={c.type} />,
        },
        {
          key: 'period',
          title: t('Profile.Period'),
          render: (_, c) => <FormattedValue kind="dateRange" value={[c.start, c.end]} />,
        },
        { key: 'jobTitle', title: t('Profile.JobTitle'), dataIndex: 'jobTitleName' },
        {
          key: 'state',
          title: t('Profile.State'),
          render: (_, c) => <EnumTag enum={ContractStates} value={c.state} />,
        },
      ]}
    />
  );
}
