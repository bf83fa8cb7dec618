import { useTranslation } from 'react-i18next';
import { BackHomeResult } from './BackHomeResult.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return <BackHomeResult status="404" title={t('PageNotFound')} subTitle={t('PageNotFoundText')} />;
}
