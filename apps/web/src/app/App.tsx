import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { AppProviders } from './AppProviders.tsx';
import { appConfigQuery } from './config/app-config.ts';
import { router } from './router.tsx';

/** Loads the application configuration once, then hands over to the router. */
function ConfiguredRouter() {
  const { t } = useTranslation();
  const config = useQuery(appConfigQuery);
  if (config.data) return <RouterProvider router={router} />;
  if (config.isError) {
    return (
      <Result
        status="error"
        title={t('AppCouldNotStart')}
        subTitle={config.error.message}
        extra={
          <Button type="primary" icon={<ReloadOutlined />} onClick={() => void config.refetch()}>
            {t('Retry')}
          </Button>
        }
      />
    );
  }
  return (
    <div className="app-splash">
      <Spin size="large" description={t('Loading')} />
    </div>
  );
}

export function App() {
  return (
    <AppProviders>
      <ConfiguredRouter />
    </AppProviders>
  );
}
