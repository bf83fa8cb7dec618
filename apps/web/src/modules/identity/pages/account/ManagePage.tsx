import { KeyOutlined, SaveOutlined } from '@ant-design/icons';
import { changePasswordInput, type ProfileDto, updateProfileInput } from '@hr/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Form, Input, Row, Spin, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authClient } from '../../../../app/auth/index.ts';
import { refreshSession } from '../../../../app/auth/session.ts';
import { appConfigKeys } from '../../../../app/config/app-config.ts';
import { blankToNull, formRules } from '../../../../components/zod-rules.ts';
import { accountApi } from '../../api/account.api.ts';
import { applyServerError } from './form-errors.ts';
import { confirmRule } from './password-rules.ts';

type ProfileValues = {
  userName: string;
  name: string | null;
  surname: string | null;
  email: string;
  phoneNumber: string | null;
};

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

const profileRules = formRules(updateProfileInput);
const passwordRules = formRules(changePasswordInput);

function ProfileForm({ profile }: { profile: ProfileDto }) {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ProfileValues>();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (values: ProfileValues) => {
    if (saving) return;
    setSaving(true);
    setError(null);
    try {
      const saved = await accountApi.updateProfile(
        updateProfileInput.parse({ ...blankToNull(values), concurrencyStamp: profile.concurrencyStamp }),
      );
      message.success(t('common::SavedSuccessfully'));
      queryClient.setQueryData(accountApi.keys.profile(), saved);
      // The top bar shows the user name from the application configuration.
      await queryClient.invalidateQueries({ queryKey: appConfigKeys.all });
    } catch (e) {
      setError(
        applyServerError(form, e, {
          'Identity:DuplicateUserName': 'userName',
          'Identity:DuplicateEmail': 'email',
        }),
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<ProfileValues>
      form={form}
      layout="vertical"
      initialValues={profile}
      onFinish={(values) => void save(values)}
      style={{ maxWidth: 640 }}
    >
      {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 16 }} />}
      <Form.Item name="userName" label={t('identity::UserName')} rules={profileRules.userName}>
        <Input autoComplete="username" maxLength={256} />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="name" label={t('identity::Name')} rules={profileRules.name}>
            <Input autoComplete="given-name" maxLength={64} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="surname" label={t('identity::Surname')} rules={profileRules.surname}>
            <Input autoComplete="family-name" maxLength={64} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="email" label={t('identity::EmailAddress')} rules={profileRules.email}>
        <Input inputMode="email" dir="ltr" autoComplete="email" maxLength={256} />
      </Form.Item>
      <Form.Item name="phoneNumber" label={t('identity::PhoneNumber')} rules={profileRules.phoneNumber}>
        <Input inputMode="tel" dir="ltr" autoComplete="tel" maxLength={16} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving} icon={<SaveOutlined />}>
        {t('common::Save')}
      </Button>
    </Form>
  );
}

function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<PasswordValues>();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (values: PasswordValues) => {
    if (saving) return;
    setSaving(true);
    setError(null);
    try {
      await accountApi.changePassword({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      message.success(t('PasswordChanged'));
      form.resetFields();
      // The change renewed the user's concurrency stamp.
      await queryClient.invalidateQueries({ queryKey: accountApi.keys.profile() });
    } catch (e) {
      setError(applyServerError(form, e, { 'Account:WrongCurrentPassword': 'currentPassword' }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<PasswordValues>
      form={form}
      layout="vertical"
      onFinish={(values) => void save(values)}
      style={{ maxWidth: 420 }}
    >
      {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 16 }} />}
      <Form.Item name="currentPassword" label={t('CurrentPassword')} rules={passwordRules.currentPassword}>
        <Input.Password autoComplete="current-password" dir="ltr" maxLength={128} />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('NewPassword')}
        rules={passwordRules.newPassword}
        extra={t('PasswordPolicyHint')}
      >
        <Input.Password autoComplete="new-password" dir="ltr" maxLength={128} />
      </Form.Item>
      <Form.Item
        name="confirmNewPassword"
        label={t('ConfirmNewPassword')}
        dependencies={['newPassword']}
        rules={confirmRule('newPassword')}
      >
        <Input.Password autoComplete="new-password" dir="ltr" maxLength={128} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving} icon={<KeyOutlined />}>
        {t('ChangePassword')}
      </Button>
    </Form>
  );
}

/** /account/manage (My Account): the signed-in user's profile and password. */
export function ManagePage() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const profile = useQuery({
    queryKey: accountApi.keys.profile(),
    queryFn: accountApi.getProfile,
    retry: false,
  });

  // The profile call is never toasted: without a profile the session is of no use, so it ends and the
  // route's guard sends the user to the login page, with this page as the return URL.
  useEffect(() => {
    if (!profile.isError) return;
    void (async () => {
      await authClient.clear();
      await refreshSession(queryClient);
    })();
  }, [profile.isError, queryClient]);

  return (
    <Card title={t('common::MyAccount')}>
      {!profile.data ? (
        <div style={{ textAlign: 'center', padding: 24 }}>
          <Spin />
        </div>
      ) : (
        <Tabs
          items={[
            {
              key: 'profile',
              label: t('PersonalInfo'),
              children: <ProfileForm key={profile.data.concurrencyStamp} profile={profile.data} />,
            },
            { key: 'password', label: t('ChangePassword'), children: <ChangePasswordForm /> },
          ]}
        />
      )}
    </Card>
  );
}
