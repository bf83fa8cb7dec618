import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { TenancyPermissions, type TenantDto } from '@hr/contracts';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../../app/config/usePermission.ts';
import { confirmDelete } from '../../../../components/confirm-delete.ts';
import { formatDateTime } from '../../../../components/format.ts';
import { type ResourceColumn, ResourceTable } from '../../../../components/ResourceTable.tsx';
import { tenantKeys, tenantsApi } from '../../api/tenants.api.ts';
import { TenantFormDialog } from './TenantFormDialog.tsx';

interface DialogState {
  open: boolean;
  tenant?: TenantDto;
}

export function TenantsPage() {
  const { t } = useTranslation('tenancy');
  const canCreate = usePermission(TenancyPermissions.Tenants.Create);
  const canUpdate = usePermission(TenancyPermissions.Tenants.Update);
  const canDelete = usePermission(TenancyPermissions.Tenants.Delete);
  const [dialog, setDialog] = useState<DialogState>({ open: false });

  const columns: ResourceColumn<TenantDto>[] = [
    { key: 'name', dataIndex: 'name', title: t('TenantName') },
    {
      key: 'isActive',
      dataIndex: 'isActive',
      title: t('IsActive'),
      render: (active: boolean) =>
        active ? <Tag color="green">{t('common::Active')}</Tag> : <Tag>{t('common::Inactive')}</Tag>,
    },
    {
      key: 'creationTime',
      dataIndex: 'creationTime',
      title: t('CreationTime'),
      render: (value: string) => <bdi>{formatDateTime(value)}</bdi>,
    },
  ];

  return (
    <>
      <ResourceTable<TenantDto>
        title={t('Tenants')}
        queryKey={tenantKeys.lists()}
        fetch={tenantsApi.list}
        columns={columns}
        search={{ param: 'filter', placeholder: t('SearchTenants') }}
        toolbar={
          canCreate && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ open: true })}>
              {t('NewTenant')}
            </Button>
          )
        }
        rowActions={[
          {
            key: 'edit',
            label: t('common::Edit'),
            icon: <EditOutlined />,
            visible: canUpdate,
            onClick: (tenant) => setDialog({ open: true, tenant }),
          },
          {
            key: 'delete',
            label: t('common::Delete'),
            icon: <DeleteOutlined />,
            danger: true,
            visible: canDelete,
            onClick: (tenant) =>
              confirmDelete({ onOk: () => tenantsApi.remove(tenant.id), invalidate: tenantKeys.lists() }),
          },
        ]}
      />
      <TenantFormDialog
        open={dialog.open}
        tenant={dialog.tenant}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
      />
    </>
  );
}
