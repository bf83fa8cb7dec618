import { SafetyOutlined } from '@ant-design/icons';
import type { TwoFactorSetupDto } from '@hr/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../app/api-error.ts';
import { feedback } from '../../../../app/feedback.ts';
import { accountSecurityApi } from '../../api/account-security.api.ts';

/** The recovery codes, shown once. */
function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation('identity');
  return (
    <Alert
      type="warning"
      showIcon
      message={t('RecoveryCodes')}
      description={
        <>
          <p>{t('RecoveryCodesHint')}</p>
          <ul className="recovery-codes" data-testid="recovery-codes">
            {codes.map((c) => (
              <li key={c}>
                <Typography.Text code copyable>
                  {c}
                </Typography.Text>
              </li>
            ))}
          </ul>
        </>
      }
    />
  );
}

/**
 * My account > Two-factor sign-in: enrol (the QR code and the secret as text, confirmed by a code), the
 * recovery codes shown once, new codes, and disabling with the password and a code (refused while a role or
 * the organisation requires it).
 */
/** The authenticator app's code (or a recovery code), asked to turn two-factor on, renew codes or turn it off. */
function CodeInput({
  value,
  onChange,
  maxWidth,
}: {
  value: string;
  onChange: (code: string) => void;
  maxWidth: number;
}) {
  const { t } = useTranslation('identity');
  return (
    <Input
      aria-label={t('TwoFactorCode')}
      placeholder={t('TwoFactorCode')}
      value={value}
      maxLength={32}
      autoComplete="one-time-code"
      onChange={(e) => onChange(e.target.value)}
      style={{ maxWidth }}
    />
  );
}

export function TwoFactorPanel() {
  const { t } = useTranslation('identity');
  const { message } = feedback();
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: accountSecurityApi.keys.twoFactor(),
    queryFn: accountSecurityApi.twoFactorStatus,
  });
  const [setup, setSetup] = useState<TwoFactorSetupDto>();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [codes, setCodes] = useState<string[]>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await work();
      setCode('');
      setPassword('');
      await queryClient.invalidateQueries({ queryKey: accountSecurityApi.keys.twoFactor() });
    } catch (e) {
      setError(isApiError(e) ? e.message : t('common::DefaultErrorMessage'));
    } finally {
      setBusy(false);
    }
  };

  if (!status.data) return null;
  const { enabled, required, recoveryCodesLeft } = status.data;

  return (
    <div style={{ maxWidth: 560 }} data-testid="two-factor-panel">
      <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('TwoFactorStatus')}>
          {enabled ? <Tag color="green">{t('TwoFactorOn')}</Tag> : <Tag>{t('TwoFactorOff')}</Tag>}
          {required && <Tag color="orange">{t('TwoFactorRequired')}</Tag>}
        </Descriptions.Item>
        {enabled && <Descriptions.Item label={t('RecoveryCodesLeft')}>{recoveryCodesLeft}</Descriptions.Item>}
      </Descriptions>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      {codes && <RecoveryCodes codes={codes} />}
      {!enabled && !setup && (
        <Button
          type="primary"
          icon={<SafetyOutlined />}
          loading={busy}
          onClick={() => void run(async () => setSetup(await accountSecurityApi.setupTwoFactor()))}
        >
          {t('EnableTwoFactor')}
        </Button>
      )}
      {!enabled && setup && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Paragraph>{t('TwoFactorScan')}</Typography.Paragraph>
          <img src={setup.qrCode} alt={t('TwoFactorQrCode')} width={180} height={180} />
          <Typography.Paragraph>
            {t('TwoFactorSecret')}:{' '}
            <Typography.Text code copyable data-testid="two-factor-secret">
              {setup.secret}
            </Typography.Text>
          </Typography.Paragraph>
          <CodeInput value={code} onChange={setCode} maxWidth={200} />
          <Button
            type="primary"
            loading={busy}
            disabled={!code.trim()}
            onClick={() =>
              void run(async () => {
                const result = await accountSecurityApi.enableTwoFactor({ code: code.trim() });
                setCodes(result.recoveryCodes);
                setSetup(undefined);
                message.success(t('TwoFactorEnabled'));
              })
            }
          >
            {t('ConfirmTwoFactor')}
          </Button>
        </Space>
      )}
      {enabled && (
        <Space direction="vertical" style={{ width: '100%', marginTop: 12 }}>
          <CodeInput value={code} onChange={setCode} maxWidth={240} />
          <Button
            loading={busy}
            disabled={!code.trim()}
            onClick={() =>
              void run(async () => {
                setCodes((await accountSecurityApi.renewRecoveryCodes({ code: code.trim() })).recoveryCodes);
              })
            }
          >
            {t('RenewRecoveryCodes')}
          </Button>
          {!required && (
            <>
              <Input.Password
                aria-label={t('Password')}
                placeholder={t('Password')}
                value={password}
                autoComplete="current-password"
                onChange={(e) => setPassword(e.target.value)}
                style={{ maxWidth: 240 }}
              />
              <Button
                danger
                loading={busy}
                disabled={!code.trim() || !password}
                onClick={() =>
                  void run(async () => {
                    await accountSecurityApi.disableTwoFactor({ password, code: code.trim() });
                    setCodes(undefined);
                    message.success(t('TwoFactorDisabled'));
                  })
                }
              >
                {t('DisableTwoFactor')}
              </Button>
            </>
          )}
        </Space>
      )}
    </div>
  );
}
