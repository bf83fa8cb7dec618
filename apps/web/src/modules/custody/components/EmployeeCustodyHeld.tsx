import { CustodyPermissions } from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../app/config/usePermission.ts';
import { valueColumn } from '../../../components/value-columns.tsx';
import { employeeCustodyApi } from '../api/employee-custody.api.ts';

/**
 * "Custody held": what the employee still holds, oldest first, for the employee's page. Nothing for users
 * without HR.EmployeeCustody.Index.
 */
export function EmployeeCustodyHeld({ employeeId }: { employeeId: string }) {
  const allowed = usePermission(CustodyPermissions.EmployeeCustody.Default);
  return allowed ? <HeldList employeeId={employeeId} /> : null;
}

function HeldList({ employeeId }: { employeeId: string }) {
  const { t } = useTranslation('custody');
  const held = useQuery(employeeCustodyApi.heldBy(employeeId));
  return (
    <Card title={t('CustodyHeld')} data-testid="employee-custody-held">
      <Table
        size="small"
        rowKey="id"
        loading={held.isLoading}
        pagination={false}
        dataSource={held.data?.items ?? []}
        locale={{ emptyText: held.isError ? t('CustodyLoadFailed') : t('NoCustodyHeld') }}
        columns={[
          {
            key: 'description',
            dataIndex: 'description',
            title: t('Description'),
            render: (value: string | null) => value ?? '—',
          },
          valueColumn({
            key: 'receiptDate',
            dataIndex: 'receiptDate',
            title: t('ReceiptDate'),
            width: 160,
            kind: 'date',
          }),
          valueColumn({
            key: 'dueDate',
            dataIndex: 'dueDate',
            title: t('DueDate'),
            width: 160,
            kind: 'date',
          }),
        ]}
      />
    </Card>
  );
}
