import { LockOutlined, LoginOutlined, UserOutlined } from '@ant-design/icons';
import { SettingNames } from '@hr/contracts';
import { Alert, Button, Checkbox, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../../app/api-error.ts';
import { safeReturnUrl } from '../../../../app/auth/return-url.ts';
import { TenantBox } from '../../../../app/auth/TenantBox.tsx';
import { useSession } from '../../../../app/auth/useSession.ts';
import { useAppConfig } from '../../../../app/config/useAppConfig.ts';

interface LoginValues {
  userNameOrEmailAddress: string;
  password: string;
  rememberMe: boolean;
}

export function LoginPage() {
  const { t } = useTranslation('identity');
  const config = useAppConfig();
  const session = useSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnUrl = safeReturnUrl(searchParams.get('returnUrl'));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const localLoginEnabled = config.setting.values[SettingNames.EnableLocalLogin]?.toLowerCase() !== 'false';

  if (config.currentUser.isAuthenticated && !busy) return <Navigate to={returnUrl} replace />;

  const submit = async (values: LoginValues) => {
    setBusy(true);
    setError(null);
    try {
      await session.signIn(values.userNameOrEmailAddress.trim(), values.password, values.rememberMe);
      await navigate(returnUrl, { replace: true });
    } catch (e) {
      setError(isApiError(e) ? e.message : t('common::DefaultErrorMessage'));
    } finally {
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
          <Form.Item
            name="userNameOrEmailAddress"
            label={t('UserNameOrEmailAddress')}
            rules={[{ required: true, whitespace: true, message: t('common::ThisFieldIsRequired') }]}
          >
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus maxLength={256} />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('Password')}
            rules={[{ required: true, message: t('common::ThisFieldIsRequired') }]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" maxLength={128} />
          </Form.Item>
          <Form.Item name="rememberMe" valuePropName="checked">
            <Checkbox>{t('RememberMe')}</Checkbox>
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={busy} icon={<LoginOutlined />}>
            {t('Login')}
          </Button>
        </Form>
      )}
    </>
  );
}
