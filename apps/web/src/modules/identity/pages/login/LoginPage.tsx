import { LockOutlined, LoginOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { loginInput, SettingNames, signInEndpoints, tenantEndpoints } from '@hr/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Spin } from 'antd';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { call } from '../../../../app/api-client.ts';
import { isApiError } from '../../../../app/api-error.ts';
import { authClient, rememberMe, tenantStore } from '../../../../app/auth/index.ts';
import { safeReturnUrl } from '../../../../app/auth/return-url.ts';
import { refreshSession } from '../../../../app/auth/session.ts';
import { TenantBox } from '../../../../app/auth/TenantBox.tsx';
import { useAppConfig } from '../../../../app/config/useAppConfig.ts';
import { changeLanguage, getLanguage } from '../../../../app/language.ts';
import { checkField, maxLengthOf } from '../../../../components/zod-rules.ts';
import { ForgotPasswordLink, RegisterLink } from '../account/links.tsx';
import { authorizeRequestPreferences } from './authorize-request.ts';
import { LoginField } from './LoginField.tsx';
import { LoginNotice } from './LoginNotice.tsx';
import { RecoveryCodesNotice, type TwoFactorStep, TwoFactorStepFields } from './TwoFactorStep.tsx';

type LoginValues = z.output<typeof loginInput>;
type TextField = 'userNameOrEmailAddress' | 'password';
const textFields: readonly TextField[] = ['userNameOrEmailAddress', 'password'];
const fieldId = (field: TextField) => `login-${field}`;

/**
 * The provider's login interaction. Opened without `uid` (a guard sent the visitor here, or the Login
 * button), it starts the authorization-code flow, which comes back here with the provider's `uid`; the
 * form then answers that interaction and the browser follows the provider back into the app.
 *
 * The form is plain elements checked with the contract's `loginInput` (the same rules and messages as
 * antd forms get from `Field`): this is the page every visitor loads first, and antd's Form, Input,
 * Checkbox, Alert and Typography would add some 50 kB on the wire to it (docs/scaling.md).
 */
export function LoginPage() {
  const { t } = useTranslation('identity');
  const config = useAppConfig();
  const [searchParams] = useSearchParams();
  const uid = searchParams.get('uid');
  const returnUrl = safeReturnUrl(searchParams.get('returnUrl'));
  const [values, setValues] = useState<LoginValues>({
    userNameOrEmailAddress: '',
    password: '',
    rememberMe: true,
    rememberBrowser: false,
  });
  // The second factor, once the password was right: a code, or an enrolment (a user who must use one).
  const [step, setStep] = useState<TwoFactorStep>({ kind: 'password' });
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [errors, setErrors] = useState<Partial<Record<TextField, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const localLoginEnabled = config.setting.values[SettingNames.EnableLocalLogin]?.toLowerCase() !== 'false';
  const signedIn = config.currentUser.isAuthenticated;

  useEffect(() => {
    if (!uid && !signedIn) void authClient.signIn(returnUrl);
  }, [uid, signedIn, returnUrl]);

  // The authorize request's language and tenant (ABP's `ui-culture`, `culture` and `__tenant`), which the
  // provider passes on: the language first (the page reloads in it), then the tenant, if it is available.
  const queryClient = useQueryClient();
  const multiTenancy = config.multiTenancy.isEnabled;
  useEffect(() => {
    if (!uid) return;
    const { language, tenant } = authorizeRequestPreferences(searchParams);
    if (language && language !== getLanguage()) {
      changeLanguage(language);
      return;
    }
    if (!tenant || !multiTenancy) return;
    const current = tenantStore.get();
    if (current && [current.name, current.id].some((k) => k.toLowerCase() === tenant.toLowerCase())) return;
    void (async () => {
      try {
        const found = await call(tenantEndpoints.findByName, { params: { name: tenant } }, { silent: true });
        if (!found.success || !found.isActive || !found.tenantId) return;
        tenantStore.set({ id: found.tenantId, name: found.name ?? tenant });
        await refreshSession(queryClient);
      } catch {
        // Not preselected: the visitor can still switch tenant by hand.
      }
    })();
  }, [uid, searchParams, multiTenancy, queryClient]);

  if (signedIn && !uid) return <Navigate to={returnUrl} replace />;
  if (!uid)
    return (
      <div className="login-redirecting">
        <Spin tip={t('RedirectingToSignIn')} size="large">
          <div style={{ width: 120, height: 60 }} />
        </Spin>
      </div>
    );

  // As antd's Form: a field is checked as it changes, and all of them at submit.
  const change = (field: TextField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: checkField(loginInput.shape[field], value)?.message }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = Object.fromEntries(
      textFields.map((field) => [field, checkField(loginInput.shape[field], values[field])?.message]),
    );
    setErrors(found);
    const invalid = textFields.find((field) => found[field]);
    if (invalid) {
      document.getElementById(fieldId(invalid))?.focus();
      return;
    }
    const secondFactor = step.kind === 'code' || step.kind === 'enrol';
    if (secondFactor && !code.trim()) {
      setCodeError(t('TwoFactorCodeRequired'));
      document.getElementById('login-twoFactorCode')?.focus();
      return;
    }
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
            rememberBrowser: values.rememberBrowser,
            ...(secondFactor ? { twoFactorCode: code.trim() } : {}),
          },
        },
        { silent: true },
      );
      if (!result.redirectTo) {
        setStep(
          result.twoFactor === 'enrol' && result.enrolment
            ? { kind: 'enrol', enrolment: result.enrolment }
            : { kind: 'code' },
        );
        setBusy(false);
        return;
      }
      // Decides where the tokens are kept when they arrive.
      rememberMe.set(values.rememberMe);
      if (result.recoveryCodes?.length) {
        // Enrolled at this sign-in: the recovery codes are shown once, then the browser goes on.
        setStep({ kind: 'codes', recoveryCodes: result.recoveryCodes, redirectTo: result.redirectTo });
        setBusy(false);
        return;
      }
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

  const textField = (field: TextField) => ({
    id: fieldId(field),
    value: values[field],
    error: errors[field],
    maxLength: maxLengthOf(loginInput.shape[field]),
    onChange: (value: string) => change(field, value),
  });

  if (step.kind === 'codes')
    return (
      <RecoveryCodesNotice
        codes={step.recoveryCodes}
        onContinue={() => window.location.assign(step.redirectTo)}
      />
    );

  return (
    <>
      <h1 className="account-title">{t('Login')}</h1>
      <TenantBox />
      {!localLoginEnabled && <LoginNotice type="warning">{t('LocalLoginDisabled')}</LoginNotice>}
      {localLoginEnabled && (
        <form noValidate onSubmit={(event) => void submit(event)}>
          {error && (
            <LoginNotice type="error" data-testid="login-error">
              {error}
            </LoginNotice>
          )}
          <LoginField
            {...textField('userNameOrEmailAddress')}
            label={t('UserNameOrEmailAddress')}
            icon={<UserOutlined />}
            autoComplete="username"
            autoFocus
          />
          <LoginField
            {...textField('password')}
            label={t('Password')}
            icon={<LockOutlined />}
            password
            autoComplete="current-password"
          />
          {(step.kind === 'code' || step.kind === 'enrol') && (
            <TwoFactorStepFields
              step={step}
              code={code}
              error={codeError}
              icon={<SafetyOutlined />}
              onCode={(value) => {
                setCode(value);
                setCodeError(undefined);
              }}
              rememberBrowser={values.rememberBrowser}
              onRememberBrowser={(checked) => setValues((v) => ({ ...v, rememberBrowser: checked }))}
            />
          )}
          <div className="login-options">
            <label className="login-checkbox">
              <input
                type="checkbox"
                checked={values.rememberMe}
                onChange={(event) => setValues((v) => ({ ...v, rememberMe: event.target.checked }))}
              />
              {t('RememberMe')}
            </label>
            <ForgotPasswordLink />
          </div>
          <Button type="primary" htmlType="submit" block size="large" loading={busy} icon={<LoginOutlined />}>
            {t('Login')}
          </Button>
          <div className="login-register">
            <RegisterLink />
          </div>
        </form>
      )}
    </>
  );
}
