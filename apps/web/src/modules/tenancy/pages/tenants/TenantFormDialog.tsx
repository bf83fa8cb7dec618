import { createTenantInput, type TenantDto, updateTenantInput } from '@hr/contracts';
import { Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import { formRules } from '../../../../components/zod-rules.ts';
import { tenantsApi } from '../../api/tenants.api.ts';

interface TenantFormValues {
  name: string;
  adminEmailAddress?: string;
  adminPassword?: string;
  isActive?: boolean;
}

interface TenantFormDialogProps {
  open: boolean;
  /** The tenant to edit; absent to create one. */
  tenant?: TenantDto;
  onClose: (saved: boolean) => void;
}

const createRules = formRules(createTenantInput);
const updateRules = formRules(updateTenantInput);

export function TenantFormDialog({ open, tenant, onClose }: TenantFormDialogProps) {
  const { t } = useTranslation('tenancy');

  const submit = async (values: TenantFormValues) => {
    if (tenant) {
      const input = updateTenantInput.parse({
        name: values.name,
        isActive: values.isActive ?? tenant.isActive,
        concurrencyStamp: tenant.concurrencyStamp,
      });
      await tenantsApi.update(tenant.id, input);
    } else {
      await tenantsApi.create(createTenantInput.parse(values));
    }
  };

  return (
    <FormDialog<TenantFormValues>
      open={open}
      title={tenant ? t('EditTenant') : t('NewTenant')}
      mode={tenant ? 'update' : 'create'}
      invalidate={tenantsApi.keys.lists()}
      onSubmit={submit}
      onClose={onClose}
      initialValues={tenant ? { name: tenant.name, isActive: tenant.isActive } : {}}
    >
      <Form.Item name="name" label={t('TenantName')} rules={tenant ? updateRules.name : createRules.name}>
        <Input maxLength={64} autoComplete="off" />
      </Form.Item>
      {tenant ? (
        <Form.Item name="isActive" valuePropName="checked" style={{ marginBottom: 0 }}>
          <Checkbox>{t('IsActive')}</Checkbox>
        </Form.Item>
      ) : (
        <>
          <Form.Item
            name="adminEmailAddress"
            label={t('AdminEmailAddress')}
            rules={createRules.adminEmailAddress}
          >
            <Input inputMode="email" dir="ltr" maxLength={256} autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="adminPassword"
            label={t('AdminPassword')}
            rules={createRules.adminPassword}
            style={{ marginBottom: 0 }}
          >
            <Input.Password dir="ltr" maxLength={128} autoComplete="new-password" />
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}
