import { KeyOutlined, LockOutlined } from '@ant-design/icons';
import { resetPasswordInput } from '@hr/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { authClient } from '../../../../app/auth/index.ts';
import { safeReturnUrl } from '../../../../app/auth/return-url.ts';
import { refreshSession } from '../../../../app/auth/session.ts';
import { tenantStore } from '../../../../app/auth/tenant-store.ts';
import { appConfigKeys } from '../../../../app/config/app-config.ts';
import { useAppConfig } from '../../../../app/config/useAppConfig.ts';
import { CenteredSpin } from '../../../../components/CenteredSpin.tsx';
import { accountApi } from '../../api/account.api.ts';
import { NewPasswordFields, SignedOutForm, useAccountForm } from './account-form.tsx';
import { DoneResult } from './DoneResult.tsx';
import { BackToLoginLink } from './links.tsx';

type ResetValues = Pick<z.input<typeof resetPasswordInput>, 'password'> & { confirmPassword: string };

/**
 * Makes the link's tenant the current one (the reset call goes to that tenant); a session of another
 * tenant is ended first, since its token would contradict the tenant header. False while switching.
 */
function useLinkTenant(linkTenant: string | null): { ready: boolean; failed: boolean } {
  const config = useAppConfig();
  const queryClient = useQueryClient();
  const [state, setState] = useState(() => ({
    ready: (config.currentTenant.id ?? null) === linkTenant,
    failed: false,
  }));

  useEffect(() => {
    if (state.ready || state.failed) return;
    let cancelled = false;
    const previous = tenantStore.get();
    void (async () => {
      try {
        if (authClient.isAuthenticated) await authClient.clear();
        tenantStore.set(linkTenant ? { id: linkTenant, name: linkTenant } : null);
        await refreshSession(queryClient);
        const loaded = queryClient.getQueryData<typeof config>(appConfigKeys.all);
        if (linkTenant && loaded?.currentTenant.name)
          tenantStore.set({ id: linkTenant, name: loaded.currentTenant.name });
        if (!cancelled) setState({ ready: true, failed: false });
      } catch {
        // An unknown or inactive tenant: the link cannot work; keep the tenant the visitor had.
        tenantStore.set(previous);
        if (!cancelled) setState({ ready: false, failed: true });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [linkTenant, queryClient, state.ready, state.failed]);

  return state;
}

/** /account/reset-password?userId=..&resetToken=..&__tenant=..: the page of the mailed link. */
export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const [searchParams] = useSearchParams();
  const [done, setDone] = useState(false);
  const [invalidLink, setInvalidLink] = useState(false);
  const account = useAccountForm<ResetValues>({
    onRefused: (message, e) => {
      if (message && (e as { code?: string }).code === 'Account:InvalidResetToken') setInvalidLink(true);
    },
  });
  const userId = searchParams.get('userId') ?? '';
  const resetToken = searchParams.get('resetToken') ?? '';
  const linkTenant = searchParams.get('__tenant') || null;
  const returnUrl = safeReturnUrl(searchParams.get('returnUrl'));
  const loginLink =
    returnUrl === '/' ? '/account/login' : `/account/login?returnUrl=${encodeURIComponent(returnUrl)}`;
  const tenant = useLinkTenant(linkTenant);

  const submit = ({ password }: ResetValues) =>
    account.submit(async () => {
      await accountApi.resetPassword({ userId, resetToken, password });
      setDone(true);
    });

  if (done) {
    return (
      <DoneResult
        title={t('PasswordResetDone')}
        subTitle={t('PasswordResetDoneInfo')}
        to={loginLink}
        label={t('identity::Login')}
      />
    );
  }

  const incomplete = !userId || !resetToken || tenant.failed;
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('ResetPassword')}
      </Typography.Title>
      {incomplete ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('InvalidResetLink')}
          description={<Link to="/account/forgot-password">{t('RequestNewLink')}</Link>}
        />
      ) : !tenant.ready ? (
        <CenteredSpin />
      ) : (
        <SignedOutForm<ResetValues>
          account={account}
          schema={resetPasswordInput}
          onFinish={submit}
          errorDescription={
            invalidLink ? <Link to="/account/forgot-password">{t('RequestNewLink')}</Link> : undefined
          }
          submitLabel={t('ResetPassword')}
          submitIcon={<KeyOutlined />}
          footer={<BackToLoginLink />}
        >
          <NewPasswordFields
            name="password"
            confirm="confirmPassword"
            schema={resetPasswordInput.shape.password}
            prefix={<LockOutlined />}
            autoFocus
          />
        </SignedOutForm>
      )}
    </>
  );
}
