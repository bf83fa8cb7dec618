import { LockOutlined, LoginOutlined, UserOutlined } from '@ant-design/icons';
import { loginInput, SettingNames, signInEndpoints } from '@hr/contracts';
import { Alert, Button, Checkbox, Flex, Form, Input, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { call } from '../../../../app/api-client.ts';
import { isApiError } from '../../../../app/api-error.ts';
import { authClient, rememberMe } from '../../../../app/auth/index.ts';
import { safeReturnUrl } from '../../../../app/auth/return-url.ts';
import { TenantBox } from '../../../../app/auth/TenantBox.tsx';
import { useAppConfig } from '../../../../app/config/useAppConfig.ts';
import { Field, FormSchema } from '../../../../components/Field.tsx';
import { ForgotPasswordLink, RegisterLink } from '../account/links.tsx';

type LoginValues = z.output<typeof loginInput>;

/**
 * The provider's login interaction. Opened without `uid` (a guard sent the visitor here, or the Login
 * button), it starts the authorization-code flow, which comes back here with the provider's `uid`; the
 * form then answers that interaction and the browser follows the provider back into the app.
 */
export function LoginPage() {
  const { t } = useTranslation('identity');
  const config = useAppConfig();
  const [searchParams] = useSearchParams();
  const uid = searchParams.get('uid');
  const returnUrl = safeReturnUrl(searchParams.get('returnUrl'));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const localLoginEnabled = config.setting.values[SettingNames.EnableLocalLogin]?.toLowerCase() !== 'false';
  const signedIn = config.currentUser.isAuthenticated;

  useEffect(() => {
    if (!uid && !signedIn) void authClient.signIn(returnUrl);
  }, [uid, signedIn, returnUrl]);

  if (signedIn && !uid) return <Navigate to={returnUrl} replace />;
  if (!uid)
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin tip={t('RedirectingToSignIn')} size="large">
          <div style={{ width: 120, height: 60 }} />
        </Spin>
      </Flex>
    );

  const submit = async (values: LoginValues) => {
    setBusy(true);
    setError(null);
    try {
      const result = await call(
        signInEndpoints.interactionLogin,
        {
          params: { uid },
          body: {
            userNameOrEmailAddress: values.userNameOrEmailAddress.trim(),
            password: values.password,
            rememberMe: values.rememberMe,
          },
        },
        { silent: true },
      );
      // Decides where the tokens are kept when they arrive.
      rememberMe.set(values.rememberMe);
      window.location.assign(result.redirectTo);
    } catch (e) {
      if (isApiError(e) && e.code === 'SignIn:LoginExpired') {
        await authClient.signIn('/');
        return;
      }
      setError(isApiError(e) ? e.message : t('common::DefaultErrorMessage'));
      setBusy(false);
    }
  };

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('Login')}
      </Typography.Title>
      <TenantBox />
      {!localLoginEnabled && <Alert type="warning" showIcon title={t('LocalLoginDisabled')} />}
      {localLoginEnabled && (
        <FormSchema value={loginInput}>
          <Form<LoginValues>
            layout="vertical"
            initialValues={{ rememberMe: true }}
            onFinish={(values) => void submit(values)}
            requiredMark={false}
          >
            {error && (
              <Alert
                type="error"
                showIcon
                title={error}
                style={{ marginBottom: 16 }}
                role="alert"
                data-testid="login-error"
              />
            )}
            <Field name="userNameOrEmailAddress" label={t('UserNameOrEmailAddress')}>
              <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
            </Field>
            <Field name="password" label={t('Password')}>
              <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
            </Field>
            <Flex justify="space-between" align="baseline">
              <Form.Item name="rememberMe" valuePropName="checked">
                <Checkbox>{t('RememberMe')}</Checkbox>
              </Form.Item>
              <ForgotPasswordLink />
            </Flex>
            <Button
              type="primary"
              htmlType="submit"
              block
              size="large"
              loading={busy}
              icon={<LoginOutlined />}
            >
              {t('Login')}
            </Button>
            <Flex justify="center" style={{ marginTop: 16 }}>
              <RegisterLink />
            </Flex>
          </Form>
        </FormSchema>
      )}
    </>
  );
}
