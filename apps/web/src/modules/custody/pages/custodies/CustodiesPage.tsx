import { PlusOutlined, RollbackOutlined } from '@ant-design/icons';
import { CustodyPermissions, type EmployeeCustodyDto, employeeCustodyEndpoints } from '@hr/contracts';
import { Button, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../../app/config/usePermission.ts';
import { EmployeeFilter } from '../../../../components/EmployeeSelect.tsx';
import {
  listOf,
  type ResourceColumn,
  ResourceTable,
  type RowAction,
} from '../../../../components/ResourceTable.tsx';
import { employeeCustodyApi } from '../../api/employee-custody.api.ts';
import { CustodyStateTag } from '../../components/CustodyStateTag.tsx';
import { AddCustodyDialog } from './AddCustodyDialog.tsx';
import { ReleaseCustodyDialog } from './ReleaseCustodyDialog.tsx';

const P = CustodyPermissions.EmployeeCustody;
type HeldFilter = 'held' | 'released';

/**
 * hr/employee-custody-management/custody (HR.EmployeeCustody.Index, document 3 §2.5): every employee's
 * custody, newest receipt first, filtered by employee and by held or released. Add hands an item over;
 * Release (held rows only) takes it back, once.
 */
export function CustodiesPage() {
  const { t } = useTranslation('custody');
  const canCreate = usePermission(P.Create);
  const canRelease = usePermission(P.Release);
  const [employeeId, setEmployeeId] = useState<string>();
  const [state, setState] = useState<HeldFilter>();
  const [adding, setAdding] = useState(false);
  const [releasing, setReleasing] = useState<{ open: boolean; custody?: EmployeeCustodyDto }>({
    open: false,
  });

  // The two free texts wrap at a width of their own and the dates' titles wrap onto two lines, so that the
  // row fits the card at 1280 px instead of hiding the reason and the state behind a sideways scroll.
  const columns: ResourceColumn<EmployeeCustodyDto>[] = [
    // The employee at a width too, so that a wider screen's room is shared out rather than all given to it.
    { key: 'employeeName', dataIndex: 'employeeName', title: t('Employee'), width: 130 },
    {
      key: 'description',
      dataIndex: 'description',
      title: t('Description'),
      width: 210,
      render: (value: string | null) => value ?? '—',
    },
    {
      key: 'receiptDate',
      dataIndex: 'receiptDate',
      title: t('ReceiptDate'),
      kind: 'date',
      width: 110,
    },
    {
      key: 'dueDate',
      dataIndex: 'dueDate',
      title: t('DueDate'),
      kind: 'date',
      width: 110,
    },
    {
      key: 'releaseDate',
      dataIndex: 'releaseDate',
      title: t('ReleaseDate'),
      kind: 'date',
      width: 110,
    },
    {
      key: 'releaseReason',
      dataIndex: 'releaseReason',
      title: t('ReleaseReason'),
      width: 180,
      render: (value: string | null) => value ?? '—',
    },
    {
      key: 'isReleased',
      dataIndex: 'isReleased',
      title: t('State'),
      width: 100,
      render: (released: boolean) => <CustodyStateTag released={released} />,
    },
  ];
  const rowActions: RowAction<EmployeeCustodyDto>[] = [
    {
      key: 'release',
      label: t('Release'),
      icon: <RollbackOutlined />,
      // A released custody is never released again.
      visible: canRelease ? (r) => !r.isReleased : false,
      onClick: (custody) => setReleasing({ open: true, custody }),
    },
  ];

  return (
    <>
      <ResourceTable<EmployeeCustodyDto>
        title={t('EmployeeCustodyIndex')}
        {...listOf(employeeCustodyApi)}
        columns={columns}
        params={{ employeeId, held: state === undefined ? undefined : state === 'held' }}
        exportExcel={{ url: employeeCustodyEndpoints.exportExcel.path }}
        toolbar={
          <Space wrap>
            <EmployeeFilter value={employeeId} onChange={setEmployeeId} />
            <Select<HeldFilter>
              allowClear
              value={state}
              onChange={(v) => setState(v ?? undefined)}
              options={[
                { value: 'held', label: <Tag color="orange">{t('Held')}</Tag> },
                { value: 'released', label: <Tag color="green">{t('Released')}</Tag> },
              ]}
              placeholder={t('FilterByState')}
              aria-label={t('FilterByState')}
              style={{ width: 160 }}
            />
            {canCreate && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
                {t('AddCustody')}
              </Button>
            )}
          </Space>
        }
        rowActions={rowActions}
      />
      <AddCustodyDialog open={adding} onClose={() => setAdding(false)} />
      <ReleaseCustodyDialog
        open={releasing.open}
        custody={releasing.custody}
        onClose={() => setReleasing((current) => ({ ...current, open: false }))}
      />
    </>
  );
}
