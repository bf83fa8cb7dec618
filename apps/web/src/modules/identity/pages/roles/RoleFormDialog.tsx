import { createRoleInput, type RoleDto, updateRoleInput } from '@hr/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { appConfigKeys } from '../../../../app/config/app-config.ts';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import { formRules } from '../../../../components/zod-rules.ts';
import { rolesApi } from '../../api/roles.api.ts';

interface RoleFormValues {
  name: string;
  isDefault: boolean;
  isPublic: boolean;
}

interface RoleFormDialogProps {
  open: boolean;
  /** The role to edit; absent to create one. */
  role?: RoleDto;
  onClose: (saved: boolean) => void;
}

const rules = formRules(createRoleInput);

export function RoleFormDialog({ open, role, onClose }: RoleFormDialogProps) {
  const { t } = useTranslation('identity');
  const queryClient = useQueryClient();

  const submit = async (values: RoleFormValues) => {
    const common = { name: values.name, isDefault: values.isDefault, isPublic: values.isPublic };
    if (role) {
      await rolesApi.update(
        role.id,
        updateRoleInput.parse({ ...common, concurrencyStamp: role.concurrencyStamp }),
      );
    } else {
      await rolesApi.create(createRoleInput.parse(common));
    }
    // Users show their roles' names, and the signed-in user may hold a renamed role.
    await queryClient.invalidateQueries({ queryKey: ['identity'] });
    await queryClient.invalidateQueries({ queryKey: appConfigKeys.all });
  };

  return (
    <FormDialog<RoleFormValues>
      open={open}
      title={role ? t('EditRole') : t('NewRole')}
      mode={role ? 'update' : 'create'}
      invalidate={rolesApi.keys.lists()}
      onSubmit={submit}
      onClose={onClose}
      initialValues={
        role
          ? { name: role.name, isDefault: role.isDefault, isPublic: role.isPublic }
          : { isDefault: false, isPublic: true }
      }
    >
      <Form.Item
        name="name"
        label={t('RoleName')}
        rules={rules.name}
        extra={role?.isStatic ? t('StaticRoleNameHint') : undefined}
      >
        <Input maxLength={64} disabled={role?.isStatic} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="isDefault"
        valuePropName="checked"
        style={{ marginBottom: 8 }}
        extra={t('IsDefaultHint')}
      >
        <Checkbox>{t('IsDefault')}</Checkbox>
      </Form.Item>
      <Form.Item
        name="isPublic"
        valuePropName="checked"
        style={{ marginBottom: 0 }}
        extra={t('IsPublicHint')}
      >
        <Checkbox>{t('IsPublic')}</Checkbox>
      </Form.Item>
    </FormDialog>
  );
}
