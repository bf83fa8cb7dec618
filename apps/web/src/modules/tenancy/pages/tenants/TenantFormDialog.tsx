import { createTenantInput, type TenantDto, updateTenantInput } from '@hr/contracts';
import { Checkbox, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/Field.tsx';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import type { CrudDialogProps } from '../../../../components/useCrudPage.tsx';
import { tenantsApi } from '../../api/tenants.api.ts';

/** New tenant (name, its admin's e-mail and password) and Edit tenant (name, active). */
export function TenantFormDialog(dialog: CrudDialogProps<TenantDto>) {
  const { t } = useTranslation('tenancy');
  return (
    <FormDialog
      {...dialog}
      title={dialog.record ? t('EditTenant') : t('NewTenant')}
      api={tenantsApi}
      schemas={{ create: createTenantInput, update: updateTenantInput }}
    >
      <Field name="name" label={t('TenantName')}>
        <Input autoComplete="off" />
      </Field>
      {dialog.record ? (
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
    </FormDialog>
  );
}
