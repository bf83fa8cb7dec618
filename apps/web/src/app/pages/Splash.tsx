import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** While the application configuration or the first page loads. */
export function Splash() {
  const { t } = useTranslation();
  return (
    <div className="app-splash">
      <Spin size="large" description={t('Loading')} />
    </div>
  );
}
