import { createUserInput, type UserDto, updateUserInput } from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Checkbox, Col, Form, type FormInstance, Input, Row, Spin, Tabs, Tag } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import { formRules } from '../../../../components/zod-rules.ts';
import { usersApi } from '../../api/users.api.ts';

interface UserFormValues {
  userName: string;
  name?: string | null;
  surname?: string | null;
  email: string;
  phoneNumber?: string | null;
  password?: string;
  isActive: boolean;
  lockoutEnabled: boolean;
  roleNames?: string[];
}

interface UserFormDialogProps {
  open: boolean;
  /** The user to edit; absent to create one. */
  user?: UserDto;
  onClose: (saved: boolean) => void;
  /** Called with the new user after a create (the employee form selects the user it created). */
  onCreated?: (user: UserDto) => void;
}

const createRules = formRules(createUserInput);
const updateRules = formRules(updateUserInput);

function blankToNull(value: string | null | undefined): string | null {
  return value && value.trim() !== '' ? value : null;
}

/** New and edit user: the user's information on one tab, their roles (checkboxes) on the other. */
export function UserFormDialog({ open, user, onClose, onCreated }: UserFormDialogProps) {
  const { t } = useTranslation('identity');
  const rules = user ? updateRules : createRules;

  const submit = async (values: UserFormValues) => {
    const common = {
      userName: values.userName,
      name: blankToNull(values.name),
      surname: blankToNull(values.surname),
      email: values.email,
      phoneNumber: blankToNull(values.phoneNumber),
      isActive: values.isActive,
      lockoutEnabled: values.lockoutEnabled,
      // Absent only when the roles could not be loaded: the server then keeps (or defaults) them.
      roleNames: values.roleNames,
    };
    if (user) {
      const input = updateUserInput.parse({
        ...common,
        password: values.password ? values.password : undefined,
        concurrencyStamp: user.concurrencyStamp,
      });
      await usersApi.update(user.id, input);
    } else {
      const created = await usersApi.create(createUserInput.parse({ ...common, password: values.password }));
      onCreated?.(created);
    }
  };

  return (
    <FormDialog<UserFormValues>
      open={open}
      title={user ? t('EditUser') : t('NewUser')}
      width={600}
      mode={user ? 'update' : 'create'}
      invalidate={usersApi.keys.lists()}
      onSubmit={submit}
      onClose={onClose}
      initialValues={
        user
          ? {
              userName: user.userName,
              name: user.name,
              surname: user.surname,
              email: user.email,
              phoneNumber: user.phoneNumber,
              isActive: user.isActive,
              lockoutEnabled: user.lockoutEnabled,
              roleNames: user.roleNames,
            }
          : { isActive: true, lockoutEnabled: true }
      }
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
                  <Form.Item name="userName" label={t('UserName')} rules={rules.userName}>
                    <Input autoComplete="off" maxLength={256} />
                  </Form.Item>
                  <Row gutter={12}>
                    <Col xs={24} sm={12}>
                      <Form.Item name="name" label={t('Name')} rules={rules.name}>
                        <Input maxLength={64} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} sm={12}>
                      <Form.Item name="surname" label={t('Surname')} rules={rules.surname}>
                        <Input maxLength={64} />
                      </Form.Item>
                    </Col>
                  </Row>
                  <Form.Item name="email" label={t('EmailAddress')} rules={rules.email}>
                    <Input inputMode="email" dir="ltr" maxLength={256} />
                  </Form.Item>
                  <Form.Item name="phoneNumber" label={t('PhoneNumber')} rules={rules.phoneNumber}>
                    <Input inputMode="tel" dir="ltr" maxLength={16} />
                  </Form.Item>
                  <Form.Item
                    name="password"
                    label={t('Password')}
                    rules={rules.password}
                    extra={user ? t('PasswordKeepHint') : undefined}
                  >
                    <Input.Password autoComplete="new-password" dir="ltr" maxLength={128} />
                  </Form.Item>
                  <Form.Item name="isActive" valuePropName="checked" style={{ marginBottom: 8 }}>
                    <Checkbox>{t('IsActive')}</Checkbox>
                  </Form.Item>
                  <Form.Item name="lockoutEnabled" valuePropName="checked" style={{ marginBottom: 0 }}>
                    <Checkbox>{t('LockoutEnabled')}</Checkbox>
                  </Form.Item>
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
