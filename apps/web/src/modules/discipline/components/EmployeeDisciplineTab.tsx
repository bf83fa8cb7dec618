import { type PenaltyDto, penaltyEndpoints, type RewardDto, rewardEndpoints } from '@hr/contracts';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../app/config/usePermission.ts';
import { policyOf } from '../../../app/menu/module-menu.ts';
import { FormattedValue } from '../../../components/FormattedValue.tsx';
import { employeeRecords, ProfileTable } from '../../../components/ProfileTable.tsx';
import { penaltyApi, rewardApi } from '../api/discipline.api.ts';

type DatedRecord = PenaltyDto | RewardDto;

/** The profile's Penalties and rewards tab: each list filtered by employee, for who may read it. */
export function EmployeeDisciplineTab({ employeeId }: { employeeId: string; self: boolean }) {
  const { t } = useTranslation('discipline');
  const canPenalties = usePermission(policyOf(penaltyEndpoints.list));
  const canRewards = usePermission(policyOf(rewardEndpoints.list));
  const columns = [
    {
      key: 'type',
      title: t('Profile.Type'),
      render: (_: unknown, r: DatedRecord) => ('penaltyTypeName' in r ? r.penaltyTypeName : r.rewardTypeName),
    },
    {
      key: 'declared',
      title: t('Profile.Declared'),
      render: (_: unknown, r: DatedRecord) => <FormattedValue kind="date" value={r.declarationDate} />,
    },
    {
      key: 'effect',
      title: t('Profile.InEffect'),
      render: (_: unknown, r: DatedRecord) => (
        <FormattedValue kind="dateRange" value={[r.implementationDate, r.expirationDate]} />
      ),
    },
    { key: 'summary', title: t('Profile.Summary'), dataIndex: 'summary' },
  ];
  const sections = [
    {
      can: canPenalties,
      query: employeeRecords(penaltyApi, penaltyEndpoints.list, employeeId, 'declarationDate desc'),
      testId: 'profile-penalties',
      title: t('Profile.Penalties'),
      empty: t('Profile.NoPenalties'),
    },
    {
      can: canRewards,
      query: employeeRecords(rewardApi, rewardEndpoints.list, employeeId, 'declarationDate desc'),
      testId: 'profile-rewards',
      title: t('Profile.Rewards'),
      empty: t('Profile.NoRewards'),
    },
  ];
  return (
    <Flex vertical gap={16}>
      {sections
        .filter((section) => section.can)
        .map((section) => (
          <ProfileTable<DatedRecord>
            key={section.testId}
            title={section.title}
            testId={section.testId}
            rowKey="id"
            empty={section.empty}
            {...section.query}
            columns={columns}
          />
        ))}
    </Flex>
  );
}
