import type { FinancialPeriodDto } from '@hr/contracts';
import { Button, Modal, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../components/format.ts';
import { formatInstant } from '../../../../components/tenant-time.ts';
import { useTenantTimeZone } from '../../../../components/useTenantTimeZone.ts';

/** A period's accounting auditings, the latest first: the date audited up to and when it was recorded. */
export function AuditingsDialog({
  open,
  period,
  onClose,
}: {
  open: boolean;
  period: FinancialPeriodDto | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('finance');
  const zone = useTenantTimeZone();
  return (
    <Modal
      open={open}
      title={t('AuditingsOf', { code: period?.code ?? '' })}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('Close')}</Button>}
      destroyOnHidden
    >
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={period?.accountingAuditings ?? []}
        locale={{ emptyText: t('NoAuditings') }}
        columns={[
          {
            key: 'accountingAuditingDate',
            dataIndex: 'accountingAuditingDate',
            title: t('AccountingAuditingDate'),
            render: (d: string) => formatDate(d),
          },
          {
            key: 'creationTime',
            dataIndex: 'creationTime',
            title: t('RecordedAt'),
            render: (d: string) => formatInstant(d, zone),
          },
        ]}
      />
    </Modal>
  );
}
