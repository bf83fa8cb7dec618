import { AppstoreOutlined, PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { createTenantInput, TenancyPermissions, type TenantDto, updateTenantInput } from '@hr/contracts';
import { Checkbox, Input, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../../app/config/usePermission.ts';
import { feedback } from '../../../../app/feedback.ts';
import { CrudPage } from '../../../../components/CrudPage.tsx';
import { callAndSay } from '../../../../components/call-and-say.ts';
import { Field } from '../../../../components/Field.tsx';
import { tenantsApi } from '../../api/tenants.api.ts';
import { FeaturesDialog } from '../../components/FeaturesDialog.tsx';

/** Activate or deactivate: the update call with the flag flipped (a deactivated tenant cannot sign in). */
function useActivation() {
  const { t } = useTranslation('tenancy');
  const { modal } = feedback();
  const setActive = (tenant: TenantDto, isActive: boolean) =>
    callAndSay(
      () =>
        tenantsApi.update(tenant.id, {
          name: tenant.name,
          isActive,
          concurrencyStamp: tenant.concurrencyStamp,
        }),
      t(isActive ? 'TenantActivated' : 'TenantDeactivated', { name: tenant.name }),
      tenantsApi.keys.lists(),
    );
  return {
    activate: (tenant: TenantDto) => void setActive(tenant, true),
    deactivate: (tenant: TenantDto) =>
      modal.confirm({
        title: t('DeactivateTenant'),
        content: t('DeactivateTenantConfirmation', { name: tenant.name }),
        okText: t('Deactivate'),
        cancelText: t('Cancel'),
        okButtonProps: { danger: true },
        onOk: () => setActive(tenant, false),
      }),
  };
}

/**
 * The host's tenants: name (searched), active, created; New tenant (name, its admin's e-mail and password)
 * and Edit tenant (name, active), Features, Deactivate or Activate, Delete.
 */
export function TenantsPage() {
  const { t } = useTranslation('tenancy');
  const [featuresOf, setFeaturesOf] = useState<TenantDto | undefined>();
  const canManageFeatures = usePermission(TenancyPermissions.Tenants.ManageFeatures);
  const canUpdate = usePermission(TenancyPermissions.Tenants.Update);
  const activation = useActivation();

  return (
    <CrudPage<TenantDto, typeof createTenantInput, typeof updateTenantInput, TenantDto>
      api={tenantsApi}
      policies={TenancyPermissions.Tenants}
      title={t('Tenants')}
      newLabel={t('NewTenant')}
      actions={[
        {
          key: 'features',
          label: t('Features'),
          icon: <AppstoreOutlined />,
          visible: canManageFeatures,
          onClick: (tenant) => setFeaturesOf(tenant),
        },
        {
          key: 'deactivate',
          label: t('Deactivate'),
          icon: <PauseCircleOutlined />,
          visible: (tenant) => canUpdate && tenant.isActive,
          onClick: activation.deactivate,
        },
        {
          key: 'activate',
          label: t('Activate'),
          icon: <PlayCircleOutlined />,
          visible: (tenant) => canUpdate && !tenant.isActive,
          onClick: activation.activate,
        },
      ]}
      columns={[
        { key: 'name', dataIndex: 'name', title: t('TenantName') },
        {
          key: 'isActive',
          dataIndex: 'isActive',
          title: t('IsActive'),
          render: (active: boolean) =>
            active ? <Tag color="green">{t('common::Active')}</Tag> : <Tag>{t('common::Inactive')}</Tag>,
        },
        { key: 'creationTime', dataIndex: 'creationTime', title: t('CreationTime'), kind: 'dateTime' },
      ]}
      table={{ search: { param: 'filter', placeholder: t('SearchTenants') } }}
      dialog={{
        title: (record) => (record ? t('EditTenant') : t('NewTenant')),
        api: tenantsApi,
        schemas: { create: createTenantInput, update: updateTenantInput },
        fields: (record) => (
          <>
            <Field name="name" label={t('TenantName')}>
              <Input autoComplete="off" />
            </Field>
            {record ? (
              <Field name="isActive" valuePropName="checked" style={{ marginBottom: 0 }}>
                <Checkbox>{t('IsActive')}</Checkbox>
              </Field>
            ) : (
              <>
                <Field name="adminEmailAddress" label={t('AdminEmailAddress')}>
                  <Input inputMode="email" dir="ltr" autoComplete="off" />
                </Field>
                <Field name="adminPassword" label={t('AdminPassword')} style={{ marginBottom: 0 }}>
                  <Input.Password dir="ltr" autoComplete="new-password" />
                </Field>
              </>
            )}
          </>
        ),
      }}
    >
      <FeaturesDialog
        open={Boolean(featuresOf)}
        providerName="T"
        providerKey={featuresOf?.id}
        entityName={featuresOf?.name}
        onClose={() => setFeaturesOf(undefined)}
      />
    </CrudPage>
  );
}
