import type { ContractDto, ContractWorkingScheduleDto } from '@hr/contracts';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { CloseOnlyDialog } from '../../../../components/CloseOnlyDialog.tsx';
import { valueColumn } from '../../../../components/value-columns.tsx';

/** The list's Working schedules action (700 px): the contract's schedule ranges, read only. */
export function ContractSchedulesDialog({
  contract,
  onClose,
}: {
  contract: ContractDto | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('employment');
  return (
    <CloseOnlyDialog
      open={contract !== undefined}
      title={contract ? t('WorkingSchedulesOf', { name: contract.name }) : ''}
      width={700}
      closeText={t('Close')}
      onClose={onClose}
    >
      <Table<ContractWorkingScheduleDto>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={contract?.contractWorkingSchedules ?? []}
        columns={[
          { key: 'name', dataIndex: 'workingScheduleName', title: t('WorkingSchedule') },
          valueColumn({ key: 'from', dataIndex: 'from', title: t('From'), kind: 'date' }),
          valueColumn({ key: 'to', dataIndex: 'to', title: t('To'), kind: 'date' }),
        ]}
      />
    </CloseOnlyDialog>
  );
}
