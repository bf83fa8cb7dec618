import type { TwoFactorSetupDto } from '@hr/contracts';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginField } from './LoginField.tsx';
import { LoginNotice } from './LoginNotice.tsx';

/** Where the login form is: the password, a second factor's code, an enrolment, the new recovery codes. */
export type TwoFactorStep =
  | { kind: 'password' }
  | { kind: 'code' }
  | { kind: 'enrol'; enrolment: TwoFactorSetupDto }
  | { kind: 'codes'; recoveryCodes: string[]; redirectTo: string };

/**
 * The second factor of the login form: the code of the authenticator app (or a recovery code), and for a
 * user who must use one and has none yet the QR code and secret to add first. Remember this browser sets
 * the server's httpOnly cookie for the tenant's number of days.
 */
export function TwoFactorStepFields({
  step,
  code,
  error,
  icon,
  onCode,
  rememberBrowser,
  onRememberBrowser,
}: {
  step: Extract<TwoFactorStep, { kind: 'code' | 'enrol' }>;
  code: string;
  error?: string;
  icon: ReactNode;
  onCode: (value: string) => void;
  rememberBrowser: boolean;
  onRememberBrowser: (checked: boolean) => void;
}) {
  const { t } = useTranslation('identity');
  return (
    <div className="login-two-factor" data-testid="login-two-factor">
      {step.kind === 'enrol' ? (
        <>
          <LoginNotice type="warning">{t('TwoFactorEnrolAtSignIn')}</LoginNotice>
          <img
            className="two-factor-qr"
            src={step.enrolment.qrCode}
            alt={t('TwoFactorQrCode')}
            width={180}
            height={180}
          />
          <p className="two-factor-secret">
            {t('TwoFactorSecret')}: <code data-testid="two-factor-secret">{step.enrolment.secret}</code>
          </p>
        </>
      ) : (
        <LoginNotice type="warning">{t('TwoFactorCodeNeeded')}</LoginNotice>
      )}
      <LoginField
        id="login-twoFactorCode"
        label={t('TwoFactorCode')}
        icon={icon}
        value={code}
        error={error}
        maxLength={32}
        autoComplete="one-time-code"
        autoFocus
        onChange={onCode}
      />
      <div className="login-options">
        <label className="login-checkbox">
          <input
            type="checkbox"
            checked={rememberBrowser}
            onChange={(e) => onRememberBrowser(e.target.checked)}
          />
          {t('RememberThisBrowser')}
        </label>
      </div>
    </div>
  );
}

/** The recovery codes of an enrolment, shown once, before the browser goes on into the app. */
export function RecoveryCodesNotice({ codes, onContinue }: { codes: string[]; onContinue: () => void }) {
  const { t } = useTranslation('identity');
  return (
    <>
      <h1 className="account-title">{t('RecoveryCodes')}</h1>
      <LoginNotice type="warning">{t('RecoveryCodesHint')}</LoginNotice>
      <ul className="recovery-codes" data-testid="recovery-codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ul>
      <Button type="primary" block size="large" onClick={onContinue}>
        {t('Continue')}
      </Button>
    </>
  );
}
