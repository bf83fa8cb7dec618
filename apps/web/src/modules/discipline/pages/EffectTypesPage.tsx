import { DisciplinePermissions, type PenaltyTypeDto, type RewardTypeDto } from '@hr/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ResourceColumn, ResourceTable } from '../../../components/ResourceTable.tsx';
import { useCrudPage } from '../../../components/useCrudPage.tsx';
import { penaltyTypeApi, rewardTypeApi } from '../api/discipline.api.ts';
import { EffectTypeDialog } from '../components/EffectTypeDialog.tsx';
import { effectColumn } from '../components/effect-column.tsx';

type TypeDto = PenaltyTypeDto | RewardTypeDto;

/** hr/penalties-management/penalties-types: name, code, effect, terminates contract; add, edit, delete. */
export function PenaltyTypesPage() {
  return <EffectTypesPage kind="penalty" />;
}

/** hr/rewards-management/rewards-types (RewardsTypes): name, code, effect; add and edit, no delete. */
export function RewardTypesPage() {
  return <EffectTypesPage kind="reward" />;
}

function EffectTypesPage({ kind }: { kind: 'penalty' | 'reward' }) {
  const { t } = useTranslation('discipline');
  const penalty = kind === 'penalty';
  const api = penalty ? penaltyTypeApi : rewardTypeApi;
  const crud = useCrudPage<TypeDto>({
    api: api as typeof penaltyTypeApi,
    policies: penalty
      ? DisciplinePermissions.PenaltyTypes
      : // Reward types have no delete (document 3 §2.4).
        {
          ...DisciplinePermissions.RewardTypes,
          Delete: `${DisciplinePermissions.RewardTypes.Default}.NoDelete`,
        },
    newLabel: penalty ? t('AddPenaltyType') : t('AddRewardType'),
    canDelete: penalty ? undefined : () => false,
  });
  const columns: ResourceColumn<TypeDto>[] = [
    { key: 'name', dataIndex: 'name', title: t('Name'), sortable: true },
    { key: 'code', dataIndex: 'code', title: t('Code'), sortable: true, width: 160 },
    effectColumn<TypeDto>(t),
    ...(penalty
      ? [
          {
            key: 'isTerminateContract',
            dataIndex: 'isTerminateContract',
            title: t('TerminatesContract'),
            width: 180,
            render: (terminates: boolean) =>
              terminates ? <Tag color="red">{t('TerminatesContract')}</Tag> : '—',
          } as ResourceColumn<TypeDto>,
        ]
      : []),
  ];
  return (
    <>
      <ResourceTable<TypeDto>
        title={penalty ? t('PenaltyTypes') : t('RewardsTypes')}
        queryKey={api.keys.lists()}
        fetch={api.list as typeof penaltyTypeApi.list}
        columns={columns}
        search={{ param: 'filter', placeholder: t('SearchByNameOrCode') }}
        toolbar={crud.toolbar}
        rowActions={crud.rowActions}
      />
      <EffectTypeDialog kind={kind} {...crud.dialog} />
    </>
  );
}
