import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import {
  DisciplinePermissions,
  maxImportRows,
  type PenaltyDto,
  penaltyEndpoints,
  type RewardDto,
  rewardEndpoints,
} from '@hr/contracts';
import { Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePermission } from '../../../app/config/usePermission.ts';
import { ClippedText, clipped } from '../../../components/ClippedText.tsx';
import { confirmDelete } from '../../../components/confirm-delete.ts';
import { EmployeeFilter } from '../../../components/EmployeeSelect.tsx';
import { formatDate } from '../../../components/format.ts';
import { ImportButton, ImportDialog } from '../../../components/ImportDialog.tsx';
import { importApiOf } from '../../../components/import-api.ts';
import { type ResourceColumn, ResourceTable, type RowAction } from '../../../components/ResourceTable.tsx';
import { penaltyApi, rewardApi } from '../api/discipline.api.ts';
import { penaltyDeleteWarning, terminationState } from '../discipline-forms.ts';

type RecordDto = PenaltyDto | RewardDto;

/** The salary inputs of a period from Excel: each list's import (behind its create permission). */
const penaltyImportApi = importApiOf(penaltyEndpoints);
const rewardImportApi = importApiOf(rewardEndpoints);

/** hr/penalties-management/penalties: every employee's penalties, with what each did to the contract. */
export function PenaltiesPage() {
  return <DatedRecordsPage kind="penalty" />;
}

/** hr/rewards-management/rewards: every employee's rewards. */
export function RewardsPage() {
  return <DatedRecordsPage kind="reward" />;
}

function DatedRecordsPage({ kind }: { kind: 'penalty' | 'reward' }) {
  const { t } = useTranslation('discipline');
  const navigate = useNavigate();
  const penalty = kind === 'penalty';
  const api = penalty ? penaltyApi : rewardApi;
  const P = penalty ? DisciplinePermissions.Penalties : DisciplinePermissions.Rewards;
  const base = penalty ? '/hr/penalties-management/penalties' : '/hr/rewards-management/rewards';
  const canCreate = usePermission(P.Create);
  const canUpdate = usePermission(P.Update);
  const canDelete = usePermission(P.Delete);
  const [employeeId, setEmployeeId] = useState<string>();
  const [importing, setImporting] = useState(false);

  const date = (
    key: 'declarationDate' | 'implementationDate' | 'expirationDate',
  ): ResourceColumn<RecordDto> => ({
    key,
    dataIndex: key,
    title: t(key),
    width: 124,
    kind: 'date',
  });
  const columns: ResourceColumn<RecordDto>[] = [
    { key: 'employeeName', dataIndex: 'employeeName', title: t('Employee') },
    {
      key: 'typeName',
      dataIndex: penalty ? 'penaltyTypeName' : 'rewardTypeName',
      title: penalty ? t('PenaltyType') : t('RewardType'),
      // A penalty that terminates the contract says so under its type (pending, or cancelled on a date).
      render: (name: string, row: RecordDto) => {
        const state = penalty ? terminationState((row as PenaltyDto).termination) : null;
        return (
          <Space orientation="vertical" size={2}>
            <ClippedText text={name} maxWidth={180} />
            {state && (
              <Tag color={state.key === 'ContractCancelledOn' ? 'red' : 'orange'}>
                {t(state.key, { contract: state.contract, date: formatDate(state.on) })}
              </Tag>
            )}
          </Space>
        );
      },
    },
    date('declarationDate'),
    date('implementationDate'),
    date('expirationDate'),
    ...(penalty
      ? [
          {
            key: 'summary',
            dataIndex: 'summary',
            title: t('Summary'),
            // As wide as a 1280 px screen leaves it beside the dates (at 150 most summaries lost their second half).
            render: clipped(200),
          } as ResourceColumn<RecordDto>,
        ]
      : []),
  ];
  const rowActions: RowAction<RecordDto>[] = [
    {
      key: 'edit',
      label: t('common::Edit'),
      icon: <EditOutlined />,
      visible: canUpdate,
      onClick: (row) => void navigate(`${base}/update/${row.id}`),
    },
    {
      key: 'delete',
      label: t('common::Delete'),
      icon: <DeleteOutlined />,
      danger: true,
      visible: canDelete,
      onClick: (row) => {
        const warning = penalty ? penaltyDeleteWarning((row as PenaltyDto).termination) : undefined;
        confirmDelete({
          onOk: () => api.remove(row.id),
          invalidate: api.keys.lists(),
          content: warning
            ? `${t('common::AreYouSureYouWantToDelete')} ${t(warning, { contract: (row as PenaltyDto).termination?.contractName })}`
            : undefined,
        });
      },
    },
  ];

  return (
    <>
      <ResourceTable<RecordDto>
        title={penalty ? t('Penalties') : t('Rewards')}
        queryKey={api.keys.lists()}
        fetch={api.list as typeof penaltyApi.list}
        sortFields={api.sortFields}
        columns={columns}
        params={{ employeeId }}
        exportExcel={{ url: (penalty ? penaltyEndpoints : rewardEndpoints).exportExcel.path }}
        toolbar={
          <Space wrap>
            <EmployeeFilter value={employeeId} onChange={setEmployeeId} />
            {canCreate && <ImportButton onClick={() => setImporting(true)} />}
            {canCreate && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(`${base}/create`)}>
                {penalty ? t('AddPenalty') : t('AddReward')}
              </Button>
            )}
          </Space>
        }
        rowActions={rowActions}
      />
      <ImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        api={penalty ? penaltyImportApi : rewardImportApi}
        title={penalty ? t('ImportPenalties') : t('ImportRewards')}
        intro={t(penalty ? 'ImportPenaltiesIntro' : 'ImportRewardsIntro', { max: maxImportRows })}
        templateName={penalty ? 'penalties-import-template.xlsx' : 'rewards-import-template.xlsx'}
        listKeys={api.keys.lists()}
        rowTitle={penalty ? t('Penalty') : t('Reward')}
      />
    </>
  );
}
