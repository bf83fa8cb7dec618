import { SendOutlined } from '@ant-design/icons';
import {
  type EmailSettingsDto,
  smtpPortRange,
  TenancyPermissions,
  updateEmailSettingsInput,
} from '@hr/contracts';
import { Alert, Button, Checkbox, Col, Form, Input, InputNumber, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useAppConfig } from '../../../../app/config/useAppConfig.ts';
import { usePermission } from '../../../../app/config/usePermission.ts';
import { Field } from '../../../../components/Field.tsx';
import { SettingsForm } from '../../../../components/SettingsForm.tsx';
import { emailingApi } from './emailing.api.ts';
import { SendTestEmailDialog } from './SendTestEmailDialog.tsx';

// The port control is empty (null) until a number is typed; the schema then requires one.
type EmailSettingsValues = Omit<z.input<typeof updateEmailSettingsInput>, 'smtpPort'> & {
  smtpPort: number | null;
};

/** The Emailing group of setting management: the e-mail settings of the caller's side. */
export function EmailSettingsForm() {
  const { t } = useTranslation('settings');
  const config = useAppConfig();
  const canTest = usePermission(TenancyPermissions.Emailing.Test);
  const [testOpen, setTestOpen] = useState(false);
  return (
    <SettingsForm<EmailSettingsDto, EmailSettingsValues>
      queryKey={emailingApi.keys.settings()}
      load={emailingApi.get}
      schema={updateEmailSettingsInput}
      initialValues={(settings) => ({ ...settings, smtpPassword: '' })}
      update={(values) =>
        emailingApi.update(
          updateEmailSettingsInput.parse({
            ...values,
            // Empty keeps the stored password.
            smtpPassword: values.smtpPassword ? values.smtpPassword : undefined,
          }),
        )
      }
      maxWidth={720}
      actions={
        canTest && (
          <Button icon={<SendOutlined />} onClick={() => setTestOpen(true)}>
            {t('SendTestEmail')}
          </Button>
        )
      }
    >
      {(settings) => (
        <>
          <EmailSettingsFields settings={settings} />
          <SendTestEmailDialog
            open={testOpen}
            defaultSender={settings.defaultFromAddress}
            defaultTarget={config.currentUser.email ?? undefined}
            onClose={() => setTestOpen(false)}
          />
        </>
      )}
    </SettingsForm>
  );
}

function EmailSettingsFields({ settings }: { settings: EmailSettingsDto }) {
  const { t } = useTranslation('settings');
  const config = useAppConfig();
  const form = Form.useFormInstance<EmailSettingsValues>();
  const useDefaultCredentials =
    Form.useWatch('smtpUseDefaultCredentials', form) ?? settings.smtpUseDefaultCredentials;
  const isTenant = Boolean(config.currentTenant.id);

  return (
    <>
      {isTenant && (
        <Alert type="info" showIcon title={t('TenantFallbackHint')} style={{ marginBottom: 16 }} />
      )}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Field name="defaultFromDisplayName" label={t('DefaultFromDisplayName')}>
            <Input />
          </Field>
        </Col>
        <Col xs={24} md={12}>
          <Field name="defaultFromAddress" label={t('DefaultFromAddress')}>
            <Input inputMode="email" dir="ltr" autoComplete="off" />
          </Field>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={16}>
          <Field name="smtpHost" label={t('SmtpHost')}>
            <Input dir="ltr" autoComplete="off" placeholder="smtp.example.com" />
          </Field>
        </Col>
        <Col xs={24} md={8}>
          <Field name="smtpPort" label={t('SmtpPort')}>
            <InputNumber
              min={smtpPortRange.min}
              max={smtpPortRange.max}
              precision={0}
              controls={false}
              style={{ width: '100%' }}
            />
          </Field>
        </Col>
      </Row>
      <Form.Item name="smtpEnableSsl" valuePropName="checked" extra={t('SmtpEnableSslHint')}>
        <Checkbox>{t('SmtpEnableSsl')}</Checkbox>
      </Form.Item>
      <Form.Item
        name="smtpUseDefaultCredentials"
        valuePropName="checked"
        extra={t('SmtpUseDefaultCredentialsHint')}
      >
        <Checkbox>{t('SmtpUseDefaultCredentials')}</Checkbox>
      </Form.Item>
      {/* Credentials matter only without the default credentials (ABP hides them then too). */}
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Field name="smtpDomain" label={t('SmtpDomain')} hidden={useDefaultCredentials}>
            <Input dir="ltr" autoComplete="off" />
          </Field>
        </Col>
        <Col xs={24} md={8}>
          <Field name="smtpUserName" label={t('SmtpUserName')} hidden={useDefaultCredentials}>
            <Input dir="ltr" autoComplete="off" />
          </Field>
        </Col>
        <Col xs={24} md={8}>
          <Field
            name="smtpPassword"
            label={t('SmtpPassword')}
            hidden={useDefaultCredentials}
            extra={settings.hasSmtpPassword ? t('PasswordStoredHint') : undefined}
          >
            <Input.Password
              dir="ltr"
              autoComplete="new-password"
              placeholder={settings.hasSmtpPassword ? t('PasswordUnchanged') : undefined}
            />
          </Field>
        </Col>
      </Row>
    </>
  );
}
