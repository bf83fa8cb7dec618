import { MailOutlined, SendOutlined } from '@ant-design/icons';
import { sendPasswordResetCodeInput } from '@hr/contracts';
import { Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { safeReturnUrl } from '../../../../app/auth/return-url.ts';
import { TenantBox } from '../../../../app/auth/TenantBox.tsx';
import { Field } from '../../../../components/Field.tsx';
import { accountApi } from '../../api/account.api.ts';
import { SignedOutForm, useAccountForm } from './account-form.tsx';
import { DoneResult } from './DoneResult.tsx';
import { BackToLoginLink } from './links.tsx';

type ForgotValues = Pick<z.input<typeof sendPasswordResetCodeInput>, 'email'>;

/**
 * /account/forgot-password: mails a reset link to the address. The answer is the same whether or not an
 * account has that address, so the page never tells who has an account.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  const [searchParams] = useSearchParams();
  const account = useAccountForm<ForgotValues>();
  const [sent, setSent] = useState(false);
  const returnUrl = safeReturnUrl(searchParams.get('returnUrl'));

  const submit = ({ email }: ForgotValues) =>
    account.submit(async () => {
      await accountApi.sendPasswordResetCode({
        email: email.trim(),
        appName: 'HR_App',
        ...(returnUrl !== '/' ? { returnUrl } : {}),
      });
      setSent(true);
    });

  if (sent) {
    return (
      <DoneResult
        title={t('CheckYourEmail')}
        subTitle={t('PasswordResetMailSent')}
        to="/account/login"
        label={t('BackToLogin')}
      />
    );
  }

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('ForgotPassword')}
      </Typography.Title>
      <TenantBox />
      <Typography.Paragraph type="secondary">{t('ForgotPasswordInfo')}</Typography.Paragraph>
      <SignedOutForm<ForgotValues>
        account={account}
        schema={sendPasswordResetCodeInput}
        onFinish={submit}
        submitLabel={t('SendResetLink')}
        submitIcon={<SendOutlined />}
        footer={<BackToLoginLink />}
      >
        <Field name="email" label={t('identity::EmailAddress')}>
          <Input prefix={<MailOutlined />} inputMode="email" dir="ltr" autoComplete="email" autoFocus />
        </Field>
      </SignedOutForm>
    </>
  );
}
