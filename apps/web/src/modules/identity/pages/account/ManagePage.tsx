import { KeyOutlined, SaveOutlined } from '@ant-design/icons';
import { changePasswordInput, languages, type ProfileDto, updateProfileInput } from '@hr/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, Select, Tabs } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { authClient } from '../../../../app/auth/index.ts';
import { refreshSession } from '../../../../app/auth/session.ts';
import { appConfigKeys } from '../../../../app/config/app-config.ts';
import { feedback } from '../../../../app/feedback.ts';
import { changeLanguage, getLanguage } from '../../../../app/language.ts';
import { CenteredSpin } from '../../../../components/CenteredSpin.tsx';
import { Field, SchemaForm } from '../../../../components/Field.tsx';
import { blankToNull } from '../../../../components/zod-rules.ts';
import { accountApi } from '../../api/account.api.ts';
import { accountSecurityApi } from '../../api/account-security.api.ts';
import { PersonalFields } from '../../components/PersonalFields.tsx';
import { SecurityLogTable } from '../../components/SecurityLogTable.tsx';
import { AccountFormError, NewPasswordFields, useAccountForm } from './account-form.tsx';
import { SessionsPanel } from './SessionsPanel.tsx';
import { TwoFactorPanel } from './TwoFactorPanel.tsx';

type ProfileValues = Omit<z.input<typeof updateProfileInput>, 'concurrencyStamp'>;

type PasswordValues = z.input<typeof changePasswordInput> & { confirmNewPassword: string };

function ProfileForm({ profile }: { profile: ProfileDto }) {
  const { t } = useTranslation('account');
  const { message } = feedback();
  const queryClient = useQueryClient();
  const { form, error, saving, submit } = useAccountForm<ProfileValues>({
    fieldOfCode: { 'Identity:DuplicateUserName': 'userName', 'Identity:DuplicateEmail': 'email' },
  });

  const save = (values: ProfileValues) =>
    submit(async () => {
      const saved = await accountApi.updateProfile(
        updateProfileInput.parse({ ...blankToNull(values), concurrencyStamp: profile.concurrencyStamp }),
      );
      message.success(t('common::SavedSuccessfully'));
      queryClient.setQueryData(accountApi.keys.profile(), saved);
      // A newly chosen language applies at once (the page reloads in it), as it will at each sign-in.
      if (saved.language && saved.language !== profile.language && saved.language !== getLanguage()) {
        changeLanguage(saved.language);
        return;
      }
      // The top bar shows the user name from the application configuration.
      await queryClient.invalidateQueries({ queryKey: appConfigKeys.all });
    });

  return (
    <SchemaForm<ProfileValues>
      schema={updateProfileInput}
      form={form}
      // No language of their own: the select shows "the organisation's default" (saved as null).
      initialValues={{ ...profile, language: profile.language ?? '' }}
      onFinish={save}
      style={{ maxWidth: 640 }}
    >
      <AccountFormError error={error} />
      <PersonalFields own />
      <Field name="language" label={t('MyLanguage')} extra={t('MyLanguageHint')}>
        <Select
          style={{ maxWidth: 320 }}
          options={[
            { value: '', label: t('OrganisationLanguage') },
            ...languages.map((l) => ({ value: l.cultureName, label: l.displayName })),
          ]}
        />
      </Field>
      <Button type="primary" htmlType="submit" loading={saving} icon={<SaveOutlined />}>
        {t('common::Save')}
      </Button>
    </SchemaForm>
  );
}

function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const { message } = feedback();
  const queryClient = useQueryClient();
  const { form, error, saving, submit } = useAccountForm<PasswordValues>({
    fieldOfCode: { 'Account:WrongCurrentPassword': 'currentPassword' },
  });

  const save = (values: PasswordValues) =>
    submit(async () => {
      await accountApi.changePassword({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      message.success(t('PasswordChanged'));
      form.resetFields();
      // The change renewed the user's concurrency stamp.
      await queryClient.invalidateQueries({ queryKey: accountApi.keys.profile() });
    });

  return (
    <SchemaForm<PasswordValues>
      schema={changePasswordInput}
      form={form}
      onFinish={save}
      style={{ maxWidth: 420 }}
    >
      <AccountFormError error={error} />
      <Field name="currentPassword" label={t('CurrentPassword')}>
        <Input.Password autoComplete="current-password" dir="ltr" />
      </Field>
      <NewPasswordFields
        name="newPassword"
        confirm="confirmNewPassword"
        schema={changePasswordInput.shape.newPassword}
      />
      <Button type="primary" htmlType="submit" loading={saving} icon={<KeyOutlined />}>
        {t('ChangePassword')}
      </Button>
    </SchemaForm>
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
        <CenteredSpin />
      ) : (
        <Tabs
          items={[
            {
              key: 'profile',
              label: t('PersonalInfo'),
              children: <ProfileForm key={profile.data.concurrencyStamp} profile={profile.data} />,
            },
            { key: 'password', label: t('ChangePassword'), children: <ChangePasswordForm /> },
            { key: 'two-factor', label: t('identity::TwoFactorSignIn'), children: <TwoFactorPanel /> },
            { key: 'sessions', label: t('identity::Sessions'), children: <SessionsPanel /> },
            {
              key: 'security-log',
              label: t('identity::MySecurityLog'),
              children: (
                <SecurityLogTable
                  own
                  queryKey={accountSecurityApi.keys.mySecurityLogs()}
                  fetch={accountSecurityApi.mySecurityLogs}
                />
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}
