import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppConfig } from '../../../../app/config/useAppConfig.ts';
import { isSelfRegistrationEnabled } from './self-registration.ts';

/** "Register" for the login page; renders nothing unless the tenant allows self-registration. */
export function RegisterLink() {
  const { t } = useTranslation('account');
  const config = useAppConfig();
  if (!isSelfRegistrationEnabled(config)) return null;
  return (
    <span>
      {t('NoAccountYet')} <Link to="/account/register">{t('Register')}</Link>
    </span>
  );
}

/** "Forgot password?" for the login page. */
export function ForgotPasswordLink() {
  const { t } = useTranslation('account');
  return <Link to="/account/forgot-password">{t('ForgotPassword')}</Link>;
}

/** "Back to login" under the signed-out account forms. */
export function BackToLoginLink() {
  const { t } = useTranslation('account');
  return <Link to="/account/login">{t('BackToLogin')}</Link>;
}
