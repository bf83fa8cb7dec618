import { createUserInput, type UserDto, updateUserInput } from '@hr/contracts';
import { Checkbox, Col, Form, Input, Row } from 'antd';
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
}

interface UserFormDialogProps {
  open: boolean;
  /** The user to edit; absent to create one. */
  user?: UserDto;
  onClose: (saved: boolean) => void;
}

const createRules = formRules(createUserInput);
const updateRules = formRules(updateUserInput);

function blankToNull(value: string | null | undefined): string | null {
  return value && value.trim() !== '' ? value : null;
}

export function UserFormDialog({ open, user, onClose }: UserFormDialogProps) {
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
    };
    if (user) {
      const input = updateUserInput.parse({
        ...common,
        // Roles are edited with the roles page; keep what the user has.
        roleNames: user.roleNames,
        password: values.password ? values.password : undefined,
        concurrencyStamp: user.concurrencyStamp,
      });
      await usersApi.update(user.id, input);
    } else {
      await usersApi.create(createUserInput.parse({ ...common, roleNames: [], password: values.password }));
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
            }
          : { isActive: true, lockoutEnabled: true }
      }
    >
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
    </FormDialog>
  );
}
