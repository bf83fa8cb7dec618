import { LockOutlined, MailOutlined, UserAddOutlined, UserOutlined } from '@ant-design/icons';
import { registerInput } from '@hr/contracts';
import { Alert, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import type { z } from 'zod';
import { TenantBox } from '../../../../app/auth/TenantBox.tsx';
import { useAppConfig } from '../../../../app/config/useAppConfig.ts';
import { Field } from '../../../../components/Field.tsx';
import { accountApi } from '../../api/account.api.ts';
import { SignedOutForm, useAccountForm } from './account-form.tsx';
import { DoneResult } from './DoneResult.tsx';
import { BackToLoginLink } from './links.tsx';
import { isSelfRegistrationEnabled } from './self-registration.ts';

type RegisterValues = Omit<z.input<typeof registerInput>, 'appName'>;

/** /account/register: a new user of the current tenant, when self-registration is on; then sign in. */
export function RegisterPage() {
  const { t } = useTranslation('account');
  const config = useAppConfig();
  const account = useAccountForm<RegisterValues>({
    fieldOfCode: { 'Identity:DuplicateUserName': 'userName', 'Identity:DuplicateEmail': 'emailAddress' },
  });
  const [registered, setRegistered] = useState(false);

  // Registering does not sign in: the next step is the normal sign-in, which may leave this page (the
  // provider's redirect), so the success is a page of its own rather than a passing message.
  if (registered) {
    return (
      <DoneResult
        title={t('RegisteredSuccessfully')}
        subTitle={t('RegisteredSuccessfullyInfo')}
        to="/account/login"
        label={t('identity::Login')}
      />
    );
  }
  if (config.currentUser.isAuthenticated) return <Navigate to="/" replace />;
  const enabled = isSelfRegistrationEnabled(config);

  const submit = (values: RegisterValues) =>
    account.submit(async () => {
      await accountApi.register(
        registerInput.parse({ ...values, userName: values.userName.trim(), appName: 'HR_App' }),
      );
      setRegistered(true);
    });

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('Register')}
      </Typography.Title>
      <TenantBox />
      {!enabled ? (
        <Alert
          type="warning"
          showIcon
          title={t('SelfRegistrationDisabled')}
          description={<BackToLoginLink />}
        />
      ) : (
        <SignedOutForm<RegisterValues>
          account={account}
          schema={registerInput}
          onFinish={submit}
          submitLabel={t('Register')}
          submitIcon={<UserAddOutlined />}
          footer={
            <Typography.Text>
              {t('AlreadyRegistered')} <Link to="/account/login">{t('identity::Login')}</Link>
            </Typography.Text>
          }
        >
          <Field name="userName" label={t('identity::UserName')}>
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
          </Field>
          <Field name="emailAddress" label={t('identity::EmailAddress')}>
            <Input prefix={<MailOutlined />} inputMode="email" dir="ltr" autoComplete="email" />
          </Field>
          <Field name="password" label={t('identity::Password')} extra={t('PasswordPolicyHint')}>
            <Input.Password prefix={<LockOutlined />} autoComplete="new-password" dir="ltr" />
          </Field>
        </SignedOutForm>
      )}
    </>
  );
}
