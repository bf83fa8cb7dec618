import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from './Logo.tsx';

export function Brand() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="app-brand" aria-label={t('AppName')}>
      <Logo />
      <span className="app-brand-name">{t('AppName')}</span>
    </Link>
  );
}
