import { createUserInput, type UserDto, updateUserInput } from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Checkbox, Form, type FormInstance, Input, Spin, Tabs, Tag } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Field } from '../../../../components/Field.tsx';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import type { CrudDialogProps } from '../../../../components/useCrudPage.tsx';
import { EntityHistory } from '../../../audit/public.ts';
import { usersApi } from '../../api/users.api.ts';
import { PersonalFields } from '../../components/PersonalFields.tsx';

type UserFormValues = z.input<typeof createUserInput>;

/**
 * New and edit user: the user's information on one tab, their roles (checkboxes) on the other, and an existing
 * user's History (issue 40: the user's and their roles' changes; secrets only as "changed").
 */
export function UserFormDialog({
  onCreated,
  ...dialog
}: CrudDialogProps<UserDto> & {
  /** Called with the new user after a create (the employee form selects the user it created). */
  onCreated?: (user: UserDto) => void;
}) {
  const { t } = useTranslation('identity');
  const user = dialog.record;
  return (
    <FormDialog
      {...dialog}
      title={user ? t('EditUser') : t('NewUser')}
      width={600}
      api={usersApi}
      schemas={{ create: createUserInput, update: updateUserInput }}
      onSaved={(saved, mode) => mode === 'create' && onCreated?.(saved)}
    >
      {(form) => (
        <Tabs
          items={[
            {
              key: 'info',
              label: t('UserInformation'),
              forceRender: true,
              children: (
                <>
                  <PersonalFields />
                  <Field
                    name="password"
                    label={t('Password')}
                    extra={user ? t('PasswordKeepHint') : undefined}
                  >
                    <Input.Password autoComplete="new-password" dir="ltr" />
                  </Field>
                  <Field name="isActive" valuePropName="checked" style={{ marginBottom: 8 }}>
                    <Checkbox>{t('IsActive')}</Checkbox>
                  </Field>
                  <Field name="lockoutEnabled" valuePropName="checked" style={{ marginBottom: 0 }}>
                    <Checkbox>{t('LockoutEnabled')}</Checkbox>
                  </Field>
                </>
              ),
            },
            {
              key: 'roles',
              label: <RolesTabLabel form={form} />,
              // Rendered from the start, so the roles are part of the form even if the tab is never opened.
              forceRender: true,
              children: <RolesTab form={form} isNew={!user} />,
            },
            ...(user
              ? [
                  {
                    key: 'history',
                    label: t('History'),
                    children: (
                      <EntityHistory
                        inline
                        entityType="User"
                        entityId={user.id}
                        namespace="identity"
                        labels={{
                          email: t('EmailAddress'),
                          passwordHash: t('Password'),
                          twoFactorEnabled: t('TwoFactorSignIn'),
                          twoFactorSecret: t('TwoFactorSecret'),
                        }}
                      />
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
    </FormDialog>
  );
}

function RolesTabLabel({ form }: { form: FormInstance<UserFormValues> }) {
  const { t } = useTranslation('identity');
  const roleNames = Form.useWatch('roleNames', form) ?? [];
  return (
    <span>
      {t('Roles')}{' '}
      <Badge
        count={roleNames.length}
        showZero
        size="small"
        color={roleNames.length ? '#1677ff' : '#bfbfbf'}
      />
    </span>
  );
}

/** Every assignable role as a checkbox; a new user starts with the default roles checked. */
function RolesTab({ form, isNew }: { form: FormInstance<UserFormValues>; isNew: boolean }) {
  const { t } = useTranslation('identity');
  const query = useQuery({ queryKey: usersApi.keys.assignableRoles(), queryFn: usersApi.assignableRoles });
  const roles = query.data?.items ?? [];

  useEffect(() => {
    if (!isNew || !query.data || form.isFieldTouched('roleNames')) return;
    form.setFieldValue(
      'roleNames',
      query.data.items.filter((r) => r.isDefault).map((r) => r.name),
    );
  }, [isNew, query.data, form]);

  if (query.isPending) return <Spin />;
  if (query.isError) return <Alert type="warning" showIcon title={t('RolesLoadFailed')} />;
  return (
    <Form.Item name="roleNames" style={{ marginBottom: 0 }}>
      <Checkbox.Group style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        {roles.map((role) => (
          <Checkbox key={role.id} value={role.name}>
            {role.name}
            {role.isDefault && (
              <Tag color="green" style={{ marginInlineStart: 8 }}>
                {t('Default')}
              </Tag>
            )}
          </Checkbox>
        ))}
      </Checkbox.Group>
    </Form.Item>
  );
}
