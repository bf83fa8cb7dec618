import type { FinancialPeriodDto } from '@hr/contracts';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { CloseOnlyDialog } from '../../../../components/CloseOnlyDialog.tsx';
import { valueColumn } from '../../../../components/value-columns.tsx';

/** A dialog on one period of the list (its auditings, a new auditing). */
export interface PeriodDialogProps {
  open: boolean;
  period: FinancialPeriodDto | undefined;
  onClose: () => void;
}

/** A period's accounting auditings, the latest first: the date audited up to and when it was recorded. */
export function AuditingsDialog({ open, period, onClose }: PeriodDialogProps) {
  const { t } = useTranslation('finance');
  return (
    <CloseOnlyDialog
      open={open}
      title={t('AuditingsOf', { code: period?.code ?? '' })}
      closeText={t('Close')}
      onClose={onClose}
    >
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={period?.accountingAuditings ?? []}
        locale={{ emptyText: t('NoAuditings') }}
        columns={[
          valueColumn({
            key: 'accountingAuditingDate',
            dataIndex: 'accountingAuditingDate',
            title: t('AccountingAuditingDate'),
            kind: 'date',
          }),
          valueColumn({
            key: 'creationTime',
            dataIndex: 'creationTime',
            title: t('RecordedAt'),
            kind: 'dateTime',
          }),
        ]}
      />
    </CloseOnlyDialog>
  );
}
