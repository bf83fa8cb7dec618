import {
  createPenaltyTypeInput,
  createRewardTypeInput,
  DisciplinePermissions,
  type PenaltyTypeDto,
  type RewardTypeDto,
  updatePenaltyTypeInput,
  updateRewardTypeInput,
} from '@hr/contracts';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../components/CrudPage.tsx';
import type { ResourceColumn } from '../../../components/ResourceTable.tsx';
import { penaltyTypeApi, rewardTypeApi } from '../api/discipline.api.ts';
import { EffectTypeFields } from '../components/EffectTypeFields.tsx';
import { effectColumn } from '../components/effect-column.tsx';

type TypeDto = PenaltyTypeDto | RewardTypeDto;

/** What both lists show and search, and the dialog's (700 px) values of a type. */
const common = <T extends TypeDto>(t: TFunction) => ({
  columns: [
    { key: 'name', dataIndex: 'name', title: t('Name') },
    { key: 'code', dataIndex: 'code', title: t('Code'), width: 160 },
    effectColumn<T>(t),
  ] as ResourceColumn<T>[],
  table: { search: { param: 'filter', placeholder: t('SearchByNameOrCode') } },
  width: () => 700 as const,
  // Both names, as the form's NamesField holds them (the single `name` left them empty on edit).
  toForm: (type: T) => ({
    nameEn: type.nameEn,
    nameAr: type.nameAr,
    code: type.code,
    salaryEffectValueType: type.salaryEffectValueType,
    salaryEffectValue: type.salaryEffectValue === null ? null : String(Number(type.salaryEffectValue)),
  }),
});

/** hr/penalties-management/penalties-types: name, code, effect, terminates contract; add, edit, delete. */
export function PenaltyTypesPage() {
  const { t } = useTranslation('discipline');
  const { columns, table, width, toForm } = common<PenaltyTypeDto>(t);
  return (
    <CrudPage<PenaltyTypeDto, typeof createPenaltyTypeInput, typeof updatePenaltyTypeInput, unknown>
      api={penaltyTypeApi}
      policies={DisciplinePermissions.PenaltyTypes}
      title={t('PenaltyTypes')}
      newLabel={t('AddPenaltyType')}
      columns={[
        ...columns,
        {
          key: 'isTerminateContract',
          dataIndex: 'isTerminateContract',
          title: t('TerminatesContract'),
          width: 180,
          render: (terminates: boolean) =>
            terminates ? <Tag color="red">{t('TerminatesContract')}</Tag> : '—',
        },
      ]}
      table={table}
      dialog={{
        title: (record) => (record ? t('EditPenaltyType') : t('AddPenaltyType')),
        width,
        api: penaltyTypeApi,
        schemas: { create: createPenaltyTypeInput, update: updatePenaltyTypeInput },
        toForm: (type) => ({ ...toForm(type), isTerminateContract: type.isTerminateContract }),
        fields: <EffectTypeFields kind="penalty" />,
      }}
    />
  );
}

/** hr/rewards-management/rewards-types (RewardsTypes): name, code, effect; add and edit (no delete, document 3 §2.4). */
export function RewardTypesPage() {
  const { t } = useTranslation('discipline');
  const { columns, table, width, toForm } = common<RewardTypeDto>(t);
  return (
    <CrudPage<RewardTypeDto, typeof createRewardTypeInput, typeof updateRewardTypeInput, unknown>
      api={rewardTypeApi}
      policies={DisciplinePermissions.RewardTypes}
      title={t('RewardsTypes')}
      newLabel={t('AddRewardType')}
      columns={columns}
      table={table}
      dialog={{
        title: (record) => (record ? t('EditRewardType') : t('AddRewardType')),
        width,
        api: rewardTypeApi,
        schemas: { create: createRewardTypeInput, update: updateRewardTypeInput },
        toForm,
        fields: <EffectTypeFields kind="reward" />,
      }}
    />
  );
}
