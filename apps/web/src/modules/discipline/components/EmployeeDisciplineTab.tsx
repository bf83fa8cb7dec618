import { type PenaltyDto, penaltyEndpoints, type RewardDto, rewardEndpoints } from '@hr/contracts';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../../app/api-client.ts';
import { usePermission } from '../../../app/config/usePermission.ts';
import { policyOf } from '../../../app/menu/module-menu.ts';
import { FormattedValue } from '../../../components/FormattedValue.tsx';
import { ProfileTable } from '../../../components/ProfileTable.tsx';
import { penaltyApi, rewardApi } from '../api/discipline.api.ts';

type DatedRecord = Pick<
  PenaltyDto | RewardDto,
  'id' | 'declarationDate' | 'implementationDate' | 'expirationDate'
> & {
  typeName: string;
  summary: string | null;
};

/** The profile's Penalties and rewards tab: each list filtered by employee, for who may read it. */
export function EmployeeDisciplineTab({ employeeId }: { employeeId: string; self: boolean }) {
  const { t } = useTranslation('discipline');
  const canPenalties = usePermission(policyOf(penaltyEndpoints.list));
  const canRewards = usePermission(policyOf(rewardEndpoints.list));
  const columns = [
    { key: 'type', title: t('Profile.Type'), dataIndex: 'typeName' },
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
  const query = { employeeId, maxResultCount: 100, sorting: 'declarationDate desc' };
  return (
    <Flex vertical gap={16}>
      {canPenalties && (
        <div>
          <Typography.Title level={5}>{t('Profile.Penalties')}</Typography.Title>
          <ProfileTable<DatedRecord>
            testId="profile-penalties"
            rowKey="id"
            empty={t('Profile.NoPenalties')}
            queryKey={[...penaltyApi.keys.all, 'of-employee', employeeId]}
            queryFn={async () =>
              (await call(penaltyEndpoints.list, { query })).items.map((p) => ({
                ...p,
                typeName: p.penaltyTypeName,
              }))
            }
            columns={columns}
          />
        </div>
      )}
      {canRewards && (
        <div>
          <Typography.Title level={5}>{t('Profile.Rewards')}</Typography.Title>
          <ProfileTable<DatedRecord>
            testId="profile-rewards"
            rowKey="id"
            empty={t('Profile.NoRewards')}
            queryKey={[...rewardApi.keys.all, 'of-employee', employeeId]}
            queryFn={async () =>
              (await call(rewardEndpoints.list, { query })).items.map((r) => ({
                ...r,
                typeName: r.rewardTypeName,
              }))
            }
            columns={columns}
          />
        </div>
      )}
    </Flex>
  );
}
