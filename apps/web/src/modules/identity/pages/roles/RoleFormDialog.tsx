import { createRoleInput, type RoleDto, updateRoleInput } from '@hr/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Checkbox, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { appConfigKeys } from '../../../../app/config/app-config.ts';
import { Field } from '../../../../components/Field.tsx';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import type { CrudDialogProps } from '../../../../components/useCrudPage.tsx';
import { rolesApi } from '../../api/roles.api.ts';

/** New and Edit role: name (the static admin role keeps its name), default, public. */
export function RoleFormDialog(dialog: CrudDialogProps<RoleDto>) {
  const { t } = useTranslation('identity');
  const queryClient = useQueryClient();
  const isStatic = dialog.record?.isStatic;
  return (
    <FormDialog
      {...dialog}
      title={dialog.record ? t('EditRole') : t('NewRole')}
      api={rolesApi}
      schemas={{ create: createRoleInput, update: updateRoleInput }}
      // Users show their roles' names, and the signed-in user may hold a renamed role.
      invalidate={['identity']}
      onSaved={() => queryClient.invalidateQueries({ queryKey: appConfigKeys.all })}
    >
      <Field name="name" label={t('RoleName')} extra={isStatic ? t('StaticRoleNameHint') : undefined}>
        <Input disabled={isStatic} autoComplete="off" />
      </Field>
      <Field name="isDefault" valuePropName="checked" style={{ marginBottom: 8 }} extra={t('IsDefaultHint')}>
        <Checkbox>{t('IsDefault')}</Checkbox>
      </Field>
      <Field name="isPublic" valuePropName="checked" style={{ marginBottom: 0 }} extra={t('IsPublicHint')}>
        <Checkbox>{t('IsPublic')}</Checkbox>
      </Field>
    </FormDialog>
  );
}
