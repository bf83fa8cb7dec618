import { useTranslation } from 'react-i18next';
import { BackHomeResult } from './BackHomeResult.tsx';

export function ForbiddenPage() {
  const { t } = useTranslation();
  return <BackHomeResult status="403" title={t('Forbidden')} subTitle={t('ForbiddenText')} />;
}
