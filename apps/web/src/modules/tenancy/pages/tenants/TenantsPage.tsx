import { TenancyPermissions, type TenantDto } from '@hr/contracts';
import { Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../components/format.ts';
import { type ResourceColumn, ResourceTable } from '../../../../components/ResourceTable.tsx';
import { useCrudActions } from '../../../../components/useCrudActions.tsx';
import { tenantsApi } from '../../api/tenants.api.ts';
import { TenantFormDialog } from './TenantFormDialog.tsx';

interface DialogState {
  open: boolean;
  tenant?: TenantDto;
}

export function TenantsPage() {
  const { t } = useTranslation('tenancy');
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const crud = useCrudActions<TenantDto>({
    api: tenantsApi,
    policies: {
      create: TenancyPermissions.Tenants.Create,
      update: TenancyPermissions.Tenants.Update,
      delete: TenancyPermissions.Tenants.Delete,
    },
    newLabel: t('NewTenant'),
    onCreate: () => setDialog({ open: true }),
    onEdit: (tenant) => setDialog({ open: true, tenant }),
  });

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
        queryKey={tenantsApi.keys.lists()}
        fetch={tenantsApi.list}
        columns={columns}
        search={{ param: 'filter', placeholder: t('SearchTenants') }}
        {...crud}
      />
      <TenantFormDialog
        open={dialog.open}
        tenant={dialog.tenant}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
      />
    </>
  );
}
